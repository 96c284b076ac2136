// The product through a real PgBouncer in transaction pooling mode, as managed Postgres puts one
// in front of the primary: a production server (C) whose DATABASE_URL is the pooler runs the core
// journeys (accounts and sessions, sign-in limits, search, saving, drafts, saved searches, mail
// through the job queue), and migrations run through DIRECT_URL, the database itself.
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { ROOT } from "../../scripts/lib/database-setup";
import { startServer, waitForHealth } from "../../scripts/lib/production-server";
import { createUser } from "../support/fixtures";
import { startPgbouncer, type Pgbouncer } from "../support/pgbouncer";
import { hydrated } from "./hydrated";
import { waitForMail } from "./mailbox";
import { E2E_DB_URL, withE2eDb } from "./seller-db";
import { signIn, signUp, skipPasskeyPrompt, unique } from "./session";
import { E2E_PORT, e2eServerEnv } from "./settings";

const PG_PORT = Number(process.env.TEST_PG_PORT ?? 54330);
const C = `http://localhost:${E2E_PORT + 4}`;
const direct = (database: string) => `postgresql://postgres:postgres@127.0.0.1:${PG_PORT}/${database}`;

let bouncer: Pgbouncer;
let machineC: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bouncer = await startPgbouncer({ port: Number(process.env.E2E_PGBOUNCER_PORT ?? PG_PORT + 16), serverPort: PG_PORT });
  machineC = startServer({ ...e2eServerEnv(E2E_PORT + 4, bouncer.url("ridemarket_e2e"), path.join(ROOT, ".data", "e2e-uploads")), DIRECT_URL: E2E_DB_URL });
  await waitForHealth(machineC, C, 110_000);
});

test.afterAll(async () => {
  if (machineC && machineC.exitCode === null) {
    machineC.kill("SIGTERM");
    await new Promise((resolve) => machineC.once("exit", resolve));
  }
  await bouncer?.stop();
});

async function onMachineC(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: C });
  return { context, page: await context.newPage() };
}

test("migrations run through DIRECT_URL, not DATABASE_URL, and the pooler then serves the migrated database", async () => {
  test.setTimeout(120_000);
  const database = `ridemarket_pooled_${Date.now()}`;
  const admin = new pg.Client({ connectionString: direct("postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${database}`);
    const migrate = spawnSync(path.join(ROOT, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], {
      cwd: ROOT,
      // Nothing listens at DATABASE_URL here: only DIRECT_URL can have been used.
      env: { ...process.env, DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:9/${database}`, DIRECT_URL: direct(database) },
      encoding: "utf8",
      timeout: 100_000,
    });
    expect(migrate.status, migrate.stdout + migrate.stderr).toBe(0);
    const expected = fs.readdirSync(path.join(ROOT, "prisma", "migrations"), { withFileTypes: true }).filter((d) => d.isDirectory()).length;
    // Read back through the pooler, as the app reads.
    const pooled = new pg.Client({ connectionString: bouncer.url(database) });
    await pooled.connect();
    const { rows } = await pooled.query("SELECT count(*)::int AS applied FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL");
    await pooled.end();
    expect(rows[0].applied).toBe(expected);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});

test("sign up, find a vehicle, save it, start a listing draft and save a search, all through the pooler", async ({ browser }) => {
  const { context, page } = await onMachineC(browser);
  await signUp(page, `pooled-${unique()}@example.com`);
  await skipPasskeyPrompt(page);

  await page.goto("/buy?type=dirtbike&sortBy=price_low");
  const href = (await page.getByTestId("vehicle-card").first().getByRole("link").first().getAttribute("href"))!;
  expect(href).toMatch(/^\/vehicles\/\d+$/);
  await page.goto(href);
  await hydrated(page);
  const save = page.getByTestId("save-toggle");
  // The button shows "Saved" at once; the write is done when its POST is answered.
  const written = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(href));
  await save.click();
  expect((await written).status()).toBeLessThan(400);
  await expect(save).toHaveAttribute("aria-pressed", "true");
  await page.goto("/account/saved");
  await expect(page.locator(`[data-testid="vehicle-card"] a[href="${href}"]`)).toBeVisible();

  await page.goto("/sell");
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URLSearchParams(r.request().postData() ?? "").get("intent") === "autosave");
  await page.getByLabel("Mileage").fill("1357");
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByLabel("Mileage")).toHaveValue("1357");

  const created = await page.request.post("/api/saved-searches", {
    data: { query: "type=dirtbike&make=Honda", name: "Hondas", frequency: "daily" },
    headers: { Origin: C },
  });
  expect(created.status()).toBe(201);
  const listed = (await (await page.request.get("/api/saved-searches")).json()) as { savedSearches: { name: string }[] };
  expect(listed.savedSearches.map((s) => s.name)).toContain("Hondas");
  await context.close();
});

test("a password reset mailed through the job queue works, and the sign-in limit holds", async ({ browser }) => {
  const { context, page } = await onMachineC(browser);
  const email = `pooled-reset-${unique()}@example.com`;
  await withE2eDb(async (db) => createUser(db, { email, password: await hashPassword("pooled-old-pass-1") }));

  const asked = new Date();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  const mail = await waitForMail(email, "Reset your RideMarket password", { after: asked });
  const link = mail.links.find((l) => l.includes("/reset-password?token="))!;
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
  await page.getByLabel("New Password", { exact: true }).fill("pooled-new-pass-2");
  await page.getByLabel("Confirm New Password").fill("pooled-new-pass-2");
  await page.getByRole("button", { name: "Set New Password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, "pooled-new-pass-2");
  await expect(page).toHaveURL(/\/$/);

  // Five wrong passwords from a browser the account does not know (its device cookie is gone),
  // then even the right one waits: the counts are rows behind the pooler.
  await context.clearCookies();
  for (let i = 0; i < 5; i++) {
    const wrong = await context.request.post("/api/auth/login", { data: { email, password: "not-it-at-all-9" }, headers: { Origin: C } });
    expect(wrong.status()).toBe(401);
  }
  const locked = await context.request.post("/api/auth/login", { data: { email, password: "pooled-new-pass-2" }, headers: { Origin: C } });
  expect(locked.status()).toBe(429);
  await context.close();
});
