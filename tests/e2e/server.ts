// Serves the production build for the browser tests on a fresh, seeded database.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../scripts/lib/database-setup";
import { createDatabaseFromTemplate, prepareTemplate, startTestCluster } from "../support/test-database";
import { createSeedClient } from "../../prisma/seed/lib/client";
import { seedDemoData } from "../../prisma/seed/demo/index";
import { createListing } from "../support/fixtures";
import { E2E_FIXTURES } from "./fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { E2E_MAIL_DIR, mailFileName } from "./mailbox";
import { E2E_PORT, E2E_SMTP_PORT, e2eServerEnv } from "./settings";

export const E2E_LISTINGS = 400;
const port = String(E2E_PORT);

const cluster = await startTestCluster();
await prepareTemplate(cluster);
const url = await createDatabaseFromTemplate("ridemarket_e2e");
const uploads = path.join(ROOT, ".data", "e2e-uploads");
process.env.UPLOAD_DIR = uploads;
process.env.DATABASE_URL = url;
const db = createSeedClient(url);
await seedDemoData(db, { listings: E2E_LISTINGS, dealership: false, log: (l) => console.log(`[e2e seed] ${l}`) });
const photos = await db.vehicle.findFirstOrThrow({ where: { vehicleType: { slug: "dirtbike" }, images: { isEmpty: false } }, select: { images: true } });
for (const { key, ...fixture } of E2E_FIXTURES) {
  await createListing(db, { ...fixture, images: key === "crf" ? photos.images : key === "yz" ? [] : photos.images.slice(0, 1) });
}
await db.$disconnect();

// Every mail the app sends reaches this SMTP server; each is kept as JSON for tests/e2e/mailbox.ts.
fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
fs.mkdirSync(E2E_MAIL_DIR, { recursive: true });
const smtp = await startSmtpSink({
  port: E2E_SMTP_PORT,
  onMail: (mail) => fs.writeFileSync(path.join(E2E_MAIL_DIR, mailFileName()), JSON.stringify(mail, null, 2)),
});

const build = path.join(ROOT, "build", "server", "index.js");
if (!fs.existsSync(build)) throw new Error("Build the app first: npm run build");
// The same production server as `npm start` and the Docker image.
const server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "server", "index.ts")], {
  cwd: ROOT,
  stdio: "inherit",
  env: e2eServerEnv(Number(port), url, uploads),
});

const stop = async () => {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await smtp.stop();
  await cluster.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
server.on("exit", async (code) => {
  await smtp.stop();
  await cluster.stop();
  process.exit(code ?? 0);
});
