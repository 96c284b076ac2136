// Hardening checks against the production build: headers on every kind of response, an
// enforced CSP the pages run under without violations, cross-site writes refused, and
// password changes that work as plain forms.
import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { signIn, signOut, signUp, skipPasskeyPrompt, unique } from "./session";
import { expectBaseline } from "./baseline-headers";

const EVIL = "https://evil.example";


/** Records CSP violations and uncaught errors on a page. */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test("every kind of response carries the security headers", async ({ request }) => {
  // The oldest listings are the seeded ones, whose photos are stored; other tests add listings
  // whose photo addresses were never uploaded.
  const buy = await request.get("/buy?sortBy=oldest");
  const photo = /\/media\/demo\/[a-z0-9/_-]+\.webp/.exec(await buy.text())?.[0];
  expect(photo, "the seeded listings have photos").toBeTruthy();

  const responses: [string, APIResponse][] = [
    ["home page", await request.get("/")],
    ["buy page", buy],
    ["login page", await request.get("/login")],
    ["404 page", await request.get("/no-such-page")],
    ["page data", await request.get("/buy.data")],
    ["JSON API", await request.get("/api/vehicles/featured")],
    ["JSON API 401", await request.get("/api/auth/me")],
    ["health check", await request.get("/healthz")],
    ["photo", await request.get(photo!)],
    ["logout GET", await request.get("/logout", { maxRedirects: 0 })],
  ];
  for (const [what, response] of responses) expectBaseline(response, what);

  const page = responses[0]![1].headers()["content-security-policy"]!;
  expect(page).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(page).not.toContain("unsafe-inline");
  const media = responses[8]![1];
  expect(media.headers()["content-type"], `the photo ${photo}`).toMatch(/^image\/(webp|jpeg|png)$/);
  expect(media.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(responses[5]![1].headers()["content-security-policy"]).toContain("default-src 'none'");

  // Static files are served before the app runs; the server gives them the baseline too.
  const script = /\/assets\/[A-Za-z0-9._-]+\.js/.exec(await responses[0]![1].text())?.[0];
  expect(script, "the home page loads a built script").toBeTruthy();
  for (const path of [script!, "/favicon.svg"]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expectBaseline(file, path);
  }
});

test("each page gets its own nonce, and every script it renders carries it", async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 2; i++) {
    const response = await request.get("/");
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"]!)![1]!;
    nonces.push(nonce);
    const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test("pages run under the enforced policy with no violations, and still hydrate", async ({ page }) => {
  const problems = watchForViolations(page);

  await page.goto("/");
  const word = page.getByTestId("typing-word");
  const first = await word.textContent();
  // The typing headline only changes once React has hydrated and its timers run.
  await expect(word).not.toHaveText(first ?? "", { timeout: 10_000 });

  await page.goto("/buy");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/login");
  // Disabled in the server's markup, enabled by the hydrated page.
  await expect(page.getByRole("button", { name: "Sign in with Passkey" })).toBeEnabled();

  await signUp(page, `csp-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/sell");
  await page.getByLabel("Vehicle Type").selectOption({ label: "Dirt Bikes" });
  // The makes load through a fetch to our API (connect-src 'self').
  await expect(page.getByLabel("Make")).toBeEnabled();
  await expect(page.getByLabel("Make")).toContainText("Honda");

  expect(problems).toEqual([]);
});

test("signed-in pages and private API answers are never stored", async ({ page }) => {
  await signUp(page, `cache-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  for (const path of ["/", "/account", "/buy", "/sell", "/api/auth/me"]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  // The session cookie is __Host- prefixed in production.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name.endsWith("session"));
  expect(session?.name).toBe("__Host-session");
  expect(session).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
});

test("cross-site writes are refused before any action runs", async ({ page }) => {
  await signUp(page, `csrf-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  const hostile = { Origin: EVIL, "Sec-Fetch-Site": "cross-site" };
  const profile = { intent: "update-profile", firstName: "Mallory", lastName: "Hacker", email: `mallory-${unique()}@example.com` };

  for (const path of ["/account", "/account.data", "/logout", "/login"]) {
    const response = await page.request.post(path, { form: path === "/login" ? { intent: "dev-login", redirect: "/" } : profile, headers: hostile, maxRedirects: 0 });
    expect(response.status(), path).toBe(403);
  }
  const api = await page.request.post("/api/listings", { data: { paymentIntentId: "pi_x" }, headers: hostile });
  expect(api.status()).toBe(403);
  const apiPut = await page.request.put("/api/vehicles/1", { data: { price: 1 }, headers: hostile });
  expect(apiPut.status()).toBe(403);

  // Nothing changed: still signed in under the original name.
  await page.goto("/account");
  await expect(page.getByTestId("account-name")).toHaveText("Riley Rider");

  // The same write from our own origin goes through (a new email needs the current password).
  const own = await page.request.post("/account", { form: { ...profile, firstName: "Rowan", lastName: "Rider", currentPassword: "gravel-trail-123" }, headers: { Origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(own.status()).toBe(302);
});

test("GET /logout does not sign out, and a cookie replayed after sign-out is dead", async ({ page }) => {
  await signUp(page, `logout-${unique()}@example.com`);
  await skipPasskeyPrompt(page);
  await page.goto("/logout");
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/me")).status()).toBe(200);

  const stolen = (await page.context().cookies()).find((c) => c.name === "__Host-session")!;
  await signOut(page);
  const replay = await page.request.get("/api/auth/me", { headers: { Cookie: `${stolen.name}=${stolen.value}` } });
  expect(replay.status()).toBe(401);
});

test("sign-up refuses a common password with the product's message", async ({ page }) => {
  await signUp(page, `common-${unique()}@example.com`, "password123");
  await expect(page.getByText("This password is too common. Please choose another.").first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Change Password works as a plain form and signs out the other device", async ({ page, browser }) => {
    const email = `change-${unique()}@example.com`;
    await signUp(page, email, "first-password-1");
    await expect(page).toHaveURL(/\/$/);

    // A second device, signed in with the old password.
    const other = await browser.newContext({ javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await otherPage.goto("/login");
    await signIn(otherPage, email, "first-password-1");
    await expect(otherPage).toHaveURL(/\/$/);

    await page.goto("/account");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Change Password" }) });
    await expect(form.getByLabel("Sign out of other devices")).toBeChecked();
    await form.getByLabel("Current Password").fill("first-password-1");
    await form.getByLabel("New Password", { exact: true }).fill("second-password-2");
    await form.getByLabel("Confirm New Password").fill("second-password-2");
    await form.getByRole("button", { name: "Change Password" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("toast").filter({ hasText: "Password Changed" })).toBeVisible();

    // This device stays signed in; the other one is out.
    await page.reload();
    await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
    await otherPage.goto("/account");
    await expect(otherPage).toHaveURL(/\/login\?redirect=%2Faccount/);
    await signIn(otherPage, email, "first-password-1");
    await expect(otherPage.getByText("Invalid email or password.").first()).toBeVisible();
    await signIn(otherPage, email, "second-password-2");
    await expect(otherPage).toHaveURL(/\/account$/);
    await other.close();
  });

  test("changing the email on My Info asks for the current password, as a plain form", async ({ page }) => {
    const email = `mover-${unique()}@example.com`;
    const moved = `moved-${unique()}@example.com`;
    await signUp(page, email, "mover-password-1");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account");
    const form = page.locator("form", { has: page.getByRole("heading", { name: "Personal Information" }) });
    await form.getByLabel("Email").fill(moved);
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expect(form.getByLabel("Current Password")).toHaveAccessibleDescription(/Please enter your current password to change your email\./);

    await form.getByLabel("Email").fill(moved);
    await form.getByLabel("Current Password").fill("not-my-password");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expect(form.getByLabel("Current Password")).toHaveAccessibleDescription(/Your current password is incorrect\./);
    await expect(form.getByLabel("Current Password")).toHaveValue("");

    await form.getByLabel("Email").fill(moved);
    await form.getByLabel("Current Password").fill("mover-password-1");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Profile Updated" })).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(moved);
  });
});
