// npm run bench:pages: Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) against the
// production server on a seeded database, BENCH_RUNS runs per page (default 5); prints the
// medians against the page budgets and exits non-zero when one is missed. The byte columns are
// what the phone (412 px wide at 1.75x) transferred: in all, in images, and the first photo (the
// LCP image, else the first listing photo requested), which must stay within 100 KB.
// `npm run bench:pages` builds the app first; needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { prepareBenchDatabase } from "./lib/bench-database";
import { BENCH_SESSION_SECRET, ensureBuild, startAppServer } from "./lib/app-server";
import { PAGE_BUDGETS, checkBudget, type PageBudget } from "./lib/page-budgets";
import { summarizeRun, medianOf, type RunSummary } from "./lib/lighthouse-summary";
import { checkLcpImage } from "./lib/lcp-image-check";
import { sessionCookieFor } from "./lib/bench-session";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54347);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3148);
const LISTINGS = Number(process.env.BENCH_PAGE_LISTINGS ?? 2400);

// Set before any app module reads its settings (seeding a new database imports some), so the
// seller's cookie is signed with the secret the server is started with.
process.env.SESSION_SECRET = BENCH_SESSION_SECRET;
ensureBuild();
const database = await prepareBenchDatabase({ folder: "bench-pages-postgres", port: PG_PORT, database: "ridemarket_pages", listings: LISTINGS });
let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
let chrome: Awaited<ReturnType<typeof launch>> | undefined;
let failed = false;
try {
  const seller = await signedInSeller(database.url);
  server = await startAppServer({ port: APP_PORT, databaseUrl: database.url, uploadDir: database.uploadDir });
  await checkSignedIn(server.origin, seller);
  const vehicleId = await someVehicleId(database.url);
  // BENCH_PAGES=/buy,/ measures only those pages (as PAGE_BUDGETS names them).
  const only = process.env.BENCH_PAGES?.split(",").map((p) => p.trim());
  const pages: { budget: PageBudget; path: string; cookie?: string }[] = PAGE_BUDGETS.filter((b) => !only || only.includes(b.page)).flatMap((budget) =>
    budget.page === "/sell"
      ? [1, 2, 3, 4, 5].map((step) => ({ budget, path: `/sell?step=${step}`, cookie: seller }))
      : [{ budget, path: budget.page.replace("{id}", String(vehicleId)) + (budget.page === "/buy" ? "?sortBy=newest" : "") }],
  );

  chrome = await launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const rows: { path: string; budget: PageBudget; median: RunSummary; problems: string[] }[] = [];
  for (const page of pages) {
    const url = server.origin + page.path;
    const runs: RunSummary[] = [];
    let lcpProblems: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await measure(chrome.port, url, page.cookie);
      runs.push(await summarizeRun(result.lhr, server.origin, page.cookie));
      if (i === 0) lcpProblems = await checkLcpImage(result.lhr, url, page.cookie);
      process.stdout.write(`\r${page.path}: run ${i + 1}/${RUNS}          `);
    }
    const median = medianOf(runs);
    rows.push({ path: page.path, budget: page.budget, median, problems: [...checkBudget(page.budget, median), ...lcpProblems] });
  }
  process.stdout.write("\r" + " ".repeat(60) + "\r");
  printTable(rows);
  failed = rows.some((r) => r.problems.length > 0);
} finally {
  await chrome?.kill();
  await server?.stop();
  await database.stop();
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is tried again. */
async function measure(port: number, url: string, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.error(`\n${url}: ${result.lhr.runtimeError.code}, measuring again`);
  }
}

async function signedInSeller(url: string): Promise<string> {
  // The seller's session is made by the app's own session module, with the server's secret.
  process.env.DATABASE_URL = url;
  const { createSellerWithDraft } = await import("../../tests/support/payment-fixtures");
  const { createSeedClient } = await import("../../prisma/seed/lib/client");
  const db = createSeedClient(url);
  try {
    const { user } = await createSellerWithDraft(db);
    return await sessionCookieFor(user.id);
  } finally {
    await db.$disconnect();
  }
}

/** The sell steps must be measured signed in, not as the login page a bad cookie lands on. */
async function checkSignedIn(origin: string, cookie: string) {
  const response = await fetch(`${origin}/sell?step=1`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`The bench seller is not signed in: /sell answered ${response.status} ${response.headers.get("location") ?? ""}`);
}

async function someVehicleId(url: string): Promise<number> {
  const { createSeedClient } = await import("../../prisma/seed/lib/client");
  const db = createSeedClient(url);
  try {
    const listing = await db.listing.findFirstOrThrow({ where: { status: "active", vehicle: { images: { isEmpty: false } } }, orderBy: { id: "asc" }, select: { vehicleId: true } });
    return listing.vehicleId;
  } finally {
    await db.$disconnect();
  }
}

function printTable(rows: { path: string; budget: PageBudget; median: RunSummary; problems: string[] }[]) {
  const kb = (b: number) => (b / 1024).toFixed(1);
  console.log(`\nLighthouse mobile, median of ${RUNS} runs per page (${database.listings.toLocaleString("en-US")} listings)\n`);
  const head = ["page", "perf", "a11y", "bp", "LCP s", "TBT ms", "CLS", "JS br KB", "JS xfer KB", "HTML br KB", "HTML xfer KB", "CSS br KB", "total KB", "img KB", "photo1 KB", "reqs", "verdict"];
  const widths = [22, 5, 5, 5, 6, 7, 6, 9, 10, 10, 12, 9, 9, 7, 10, 5, 0];
  console.log(head.map((h, i) => h.padStart(i === 0 ? 0 : widths[i]!).padEnd(i === 0 ? widths[0]! : 0)).join(" "));
  for (const { path, median: m, problems } of rows) {
    const cells = [
      path.slice(0, widths[0]),
      String(Math.round(m.performance * 100)),
      String(Math.round(m.accessibility * 100)),
      String(Math.round(m.bestPractices * 100)),
      (m.lcpMs / 1000).toFixed(2),
      String(Math.round(m.tbtMs)),
      m.cls.toFixed(3),
      kb(m.jsBrotli),
      kb(m.jsTransfer),
      kb(m.htmlBrotli),
      kb(m.htmlTransfer),
      kb(m.cssBrotli),
      kb(m.totalTransfer),
      kb(m.imageTransfer),
      m.firstPhotoTransfer ? kb(m.firstPhotoTransfer) : "-",
      String(m.requests),
      problems.length ? "MISS" : "ok",
    ];
    console.log(cells.map((c, i) => (i === 0 ? c.padEnd(widths[0]!) : c.padStart(widths[i]!))).join(" "));
  }
  const misses = rows.filter((r) => r.problems.length);
  console.log(misses.length ? `\nBudgets missed:\n${misses.map((r) => `  ${r.path}: ${r.problems.join("; ")}`).join("\n")}` : "\nEvery page is within its budgets.");
}
