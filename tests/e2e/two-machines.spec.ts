// Two production server processes ("machines") over one database, as Fly runs the app: the one
// Playwright started (A) and a second started here on another port (B), both with their job
// workers. Whatever one machine writes, the other must honour; nothing is kept per process that
// a user could notice.
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { ROOT } from "../../scripts/lib/database-setup";
import { startServer, waitForHealth } from "../../scripts/lib/production-server";
import { createUser } from "../support/fixtures";
import { hydrated } from "./hydrated";
import { mailsTo, waitForMail } from "./mailbox";
import { E2E_DB_URL, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";
import { E2E_PORT, e2eServerEnv } from "./settings";

const A = `http://localhost:${E2E_PORT}`;
const B = `http://localhost:${E2E_PORT + 2}`;
const PASSWORD = "two-machines-trail-7";

let machineB: ChildProcess;
let anonymous: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // B also keeps the short in-memory page cache a deployment may turn on (A runs without it).
  machineB = startServer({ ...e2eServerEnv(E2E_PORT + 2, E2E_DB_URL, path.join(ROOT, ".data", "e2e-uploads")), PAGE_CACHE_SECONDS: "5" });
  await waitForHealth(machineB, B, 110_000);
  anonymous = await request.newContext();
});

test.afterAll(async () => {
  await anonymous?.dispose();
  if (machineB && machineB.exitCode === null) {
    machineB.kill("SIGTERM");
    await new Promise((resolve) => machineB.once("exit", resolve));
  }
});

async function accountWithPassword(who: string): Promise<string> {
  const email = `${who}-${unique()}@example.com`;
  const password = await hashPassword(PASSWORD);
  await withE2eDb((db) => createUser(db, { email, password }));
  return email;
}

/** A sign-in through the JSON API of one machine, as a browser on that machine's page would send it. */
const signInOn = (machine: string, email: string, password: string) =>
  anonymous.post(`${machine}/api/auth/login`, { data: { email, password }, headers: { Origin: machine } });

test("a session made on one machine is valid on the other, and signing out on the other ends it everywhere", async ({ page }) => {
  const email = `machines-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  for (const machine of [A, B]) {
    const me = await page.request.get(`${machine}/api/auth/me`);
    expect(me.status(), machine).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(email);
  }
  const cookie = (await page.context().cookies(A)).map((c) => `${c.name}=${c.value}`).join("; ");
  const out = await page.request.post(`${B}/api/auth/logout`, { headers: { Origin: B } });
  expect(out.ok()).toBe(true);
  // The cookie the browser had, replayed on the machine that did not sign it out, is dead too.
  expect((await anonymous.get(`${A}/api/auth/me`, { headers: { Cookie: cookie } })).status()).toBe(401);
});

test("sign-in attempts count on both machines together", async () => {
  const email = await accountWithPassword("throttle");
  // Five wrong passwords for one account from one address, spread over the two machines...
  for (const machine of [A, B, A, B, A]) {
    expect((await signInOn(machine, email, "not-the-password-1")).status(), machine).toBe(401);
  }
  // ...and even the right one is refused now on either, as if one machine had seen them all.
  for (const machine of [B, A]) {
    const locked = await signInOn(machine, email, PASSWORD);
    expect(locked.status(), machine).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toMatch(/^Too many attempts/);
  }
});

test("a listing draft saved through one machine resumes through the other", async ({ page }) => {
  await signUp(page, `draft-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto(`${A}/sell`);
  await hydrated(page);
  const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URLSearchParams(r.request().postData() ?? "").get("intent") === "autosave");
  await page.getByLabel("Mileage").fill("2468");
  expect((await saved).ok()).toBe(true);
  await page.goto(`${B}/sell`);
  await expect(page.getByLabel("Mileage")).toHaveValue("2468");
});

test("each queued mail is delivered once, though both machines run the job worker", async () => {
  const emails = await Promise.all(["mail-a1", "mail-b1", "mail-a2", "mail-b2"].map(accountWithPassword));
  const asked = new Date();
  for (const [i, email] of emails.entries()) {
    const machine = i % 2 === 0 ? A : B;
    const answer = await anonymous.post(`${machine}/forgot-password`, { form: { email }, headers: { Origin: machine }, maxRedirects: 0 });
    expect(answer.status(), machine).toBeLessThan(400);
  }
  for (const email of emails) await waitForMail(email, "Reset your RideMarket password", { after: asked });
  // Time for a second delivery, were one coming: both workers poll more often than this.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  for (const email of emails) expect(mailsTo(email).map((m) => m.subject), email).toEqual(["Reset your RideMarket password"]);
});

test("neither machine's page cache gives a signed-in page to anyone else", async ({ page }) => {
  const email = `cache-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  const url = `/buy?type=atv&sortBy=price_low&probe=${unique()}`;
  for (const machine of [A, B]) {
    const signedIn = await page.request.get(`${machine}${url}`);
    expect(await signedIn.text()).toContain("My Account");
    expect(signedIn.headers()["x-cache"]).toBeUndefined();
    // Visitors without cookies, until one is answered from the cache (each machine runs a cluster
    // of workers with a cache each): none of them is given the signed-in page.
    let hit = false;
    for (let round = 1; round <= (machine === B ? 8 : 2) && !hit; round++) {
      const visitor = await request.newContext();
      const answer = await visitor.get(`${machine}${url}`);
      const html = await answer.text();
      await visitor.dispose();
      expect(html, `${machine} round ${round}`).not.toContain("My Account");
      expect(html).toContain("Sign In");
      hit = answer.headers()["x-cache"] === "HIT";
    }
    if (machine === B) expect(hit, "B answered a visitor from its page cache").toBe(true);
    // And a signed-in visitor after them still gets a page of their own view, never the visitors' one
    // (it may be kept for their view: decision 63).
    const again = await page.request.get(`${machine}${url}`);
    const html = await again.text();
    expect(html).toContain("My Account");
    expect(html).not.toContain("Sign in to save this search");
  }
});

test("a signed-in buyer given /buy kept for their view gets a page that hydrates and works as their own", async ({ page, browser }) => {
  const url = `/buy?type=boat&sortBy=price_low&probe=${unique()}`;
  // Another buyer with the same view (no unread messages, no staff or dealership menu) asks first.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, `view-a-${unique()}@example.com`);
  await skipPasskeyPrompt(otherPage);
  for (let i = 0; i < 4; i++) await (await otherPage.request.get(`${B}${url}`)).text();
  await other.close();

  await signUp(page, `view-b-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  // Each of B's workers keeps its own pages: ask until one answers from its cache.
  let cached = false;
  for (let round = 0; round < 6 && !cached; round++) cached = (await page.goto(`${B}${url}`))?.headers()["x-cache"] === "HIT";
  expect(cached, "B answered the signed-in buyer from the page kept for their view").toBe(true);
  await hydrated(page);
  expect(problems).toEqual([]);
  // The header is the buyer's own and the script drives it.
  await page.getByTestId("account-menu").first().locator("summary").click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveCount(0);
});
