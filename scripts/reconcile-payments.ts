// `npm run payments:reconcile`: finishes payments whose listing was never written (a lost
// webhook, a closed tab). Safe to run at any time; in production run it on a schedule
// (for example a Fly scheduled machine every 15 minutes) with the app's DATABASE_URL.
import { reconcilePayments } from "../app/modules/payments/reconcile.server";
import { prisma } from "../app/utils/db.server";

try {
  const report = await reconcilePayments();
  console.log(JSON.stringify({ event: "payments.reconciled", ...report }));
  process.exitCode = report.errors.length ? 1 : 0;
} finally {
  await prisma.$disconnect();
}
