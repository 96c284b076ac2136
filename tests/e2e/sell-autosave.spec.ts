import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./hydrated";
import { userIdByEmail, withE2eDb } from "./seller-db";
import { signUp, skipPasskeyPrompt, unique } from "./session";

async function startListing(page: Page, who: string): Promise<string> {
  const email = `${who}-${unique()}@example.com`;
  await signUp(page, email);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  // The autosave is the script's: typing before hydration is replayed, not what is tested here.
  await hydrated(page);
  return email;
}

async function draftMileage(email: string): Promise<number | null> {
  const userId = await userIdByEmail(email);
  return withE2eDb(async (db) => (await db.listingDraft.findUnique({ where: { userId }, select: { mileage: true } }))?.mileage ?? null);
}

const isAutosave = (body: string | null) => new URLSearchParams(body ?? "").get("intent") === "autosave";

test("typing into a text field schedules an autosave of the step's fields", async ({ page }) => {
  await startListing(page, "autosave-typing");
  const saved = page.waitForRequest((r) => r.method() === "POST" && isAutosave(r.postData()));
  await page.getByLabel("Zip Code").pressSequentially("83702");
  const body = new URLSearchParams((await saved).postData() ?? "");
  expect(body.get("zipCode")).toBe("83702");
});

test("a value typed right before a reload is there after it", async ({ page }) => {
  await startListing(page, "autosave-reload");
  await page.getByLabel("Mileage").fill("4321");
  await page.reload();
  await expect(page.getByLabel("Mileage")).toHaveValue("4321");
});

test("a value typed right before the tab is hidden is saved even if the page dies then", async ({ page }) => {
  const email = await startListing(page, "autosave-hidden");
  await page.getByLabel("Mileage").fill("5150");
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  // A crashed page runs no timers and no pagehide: only what went out while hiding can arrive.
  const cdp = await page.context().newCDPSession(page);
  // The crash never answers the command.
  void cdp.send("Page.crash").catch(() => {});
  await page.waitForEvent("crash");
  await expect.poll(() => draftMileage(email)).toBe(5150);
});

test("the server takes a leaving save the way a beacon sends it", async ({ page }) => {
  const email = await startListing(page, "autosave-beacon");
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/sell.data?step=1", {
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
    data: new URLSearchParams({ intent: "autosave", mileage: "808", zipCode: "" }).toString(),
  });
  expect(response.status()).toBe(200);
  expect(await draftMileage(email)).toBe(808);
});

test("a save flushed on leaving is sent again only by a reload, never on a later visit", async ({ page }) => {
  const email = await startListing(page, "autosave-revisit");
  await page.getByLabel("Mileage").fill("111");
  await page.goto("/buy");
  await expect.poll(() => draftMileage(email)).toBe(111);
  // Changed elsewhere (another tab, another device) after the seller left.
  const userId = await userIdByEmail(email);
  await withE2eDb((db) => db.listingDraft.update({ where: { userId }, data: { mileage: 222 } }));

  const saves: URLSearchParams[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && isAutosave(r.postData())) saves.push(new URLSearchParams(r.postData() ?? ""));
  });
  await page.goto("/sell");
  await hydrated(page);
  await expect(page.getByLabel("Mileage")).toHaveValue("222");
  const typed = page.waitForResponse((r) => r.request().method() === "POST" && isAutosave(r.request().postData()));
  await page.getByLabel("Zip Code").fill("83702");
  await typed;
  expect(saves.map((s) => s.get("mileage"))).toEqual(["222"]);
  expect(await draftMileage(email)).toBe(222);
});
