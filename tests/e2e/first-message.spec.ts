// A buyer's first message used to wait for the job queue to start: a cluster's HTTP processes
// (fly.toml runs two) run no job worker, and opened their queue connection in the first request
// that queued a mail. Here a machine runs as production does, two HTTP processes and no job
// worker of its own (the Playwright server's worker delivers the mail, as another machine would).
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { ROOT } from "../../scripts/lib/database-setup";
import { startServer, waitForHealth } from "../../scripts/lib/production-server";
import { createUser } from "../support/fixtures";
import { waitForMail } from "./mailbox";
import { E2E_DB_URL, giveListings, withE2eDb } from "./seller-db";
import { signIn, unique } from "./session";
import { E2E_PORT, e2eServerEnv } from "./settings";

const PORT = E2E_PORT + 6;
const MACHINE = `http://localhost:${PORT}`;
const PASSWORD = "first-message-trail-4";

let machine: ChildProcess;
const logLines: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  machine = startServer(
    { ...e2eServerEnv(PORT, E2E_DB_URL, path.join(ROOT, ".data", "e2e-uploads")), WEB_CONCURRENCY: "2", JOB_WORKER: "0", LOG_LEVEL: "info" },
    ["ignore", "pipe", "inherit"],
  );
  machine.stdout!.on("data", (chunk: Buffer) => logLines.push(...chunk.toString().split("\n").filter(Boolean)));
  await waitForHealth(machine, MACHINE, 110_000);
});

test.afterAll(async () => {
  if (machine && machine.exitCode === null) {
    machine.kill("SIGTERM");
    await new Promise((resolve) => machine.once("exit", resolve));
  }
});

/** The processes (by pid) that said their job sender is ready. */
function readySenders(): Set<number> {
  const pids = logLines
    .map((line) => {
      try {
        return JSON.parse(line) as { msg?: string; pid?: number };
      } catch {
        return {};
      }
    })
    .filter((entry) => entry.msg === "job sender ready")
    .map((entry) => entry.pid!);
  return new Set(pids);
}

async function account(who: string) {
  const email = `${who}-${unique()}@example.com`;
  const password = await hashPassword(PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password }));
  return email;
}

test("each HTTP process of a cluster opens its job queue at start-up, before any request, and a buyer's first message there queues the seller's notice", async ({ page }) => {
  // Nothing that queues a mail has been asked of this machine yet: only its health check.
  await expect.poll(() => readySenders().size, { timeout: 30_000 }).toBe(2);

  const seller = await account("first-seller");
  const [vehicleId] = await giveListings(seller, [{ type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "83702" }]);
  const buyer = await account("first-buyer");

  await page.goto(`${MACHINE}/login?redirect=${encodeURIComponent(`/vehicles/${vehicleId}?contact=1`)}`);
  await signIn(page, buyer, PASSWORD);
  // The passkey prompt waits while the contact form is open.
  await page.getByRole("dialog", { name: "Contact Seller" }).getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/\d+\?sent=1$/);

  const notice = await waitForMail(seller, "New message about your 2019 Honda CRF450R");
  expect(notice.text).toContain("Hi, is this still available?");
  // The queue was not started again for the message: still one ready line per process.
  expect(logLines.filter((line) => line.includes('"msg":"job sender ready"'))).toHaveLength(2);
});
