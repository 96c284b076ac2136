import { prisma } from "~/utils/db.server";
import { completePayment } from "./complete-payment.server";
import { settle } from "./confirm-payment.server";
import { providerNamed } from "./providers.server";

const DAY_MS = 86_400_000;

export interface ReconcileReport {
  checked: number;
  completed: number;
  errors: { paymentId: number; message: string }[];
}

/**
 * The safety net behind the browser confirmation and the webhook: asks Stripe about open
 * payments that went quiet (a lost webhook, a closed tab) and finishes payments that were
 * taken but whose listing was not written. Safe to run at any time, as often as wanted.
 */
export async function reconcilePayments({ quietForMs = 15 * 60_000, lookBackMs = 7 * DAY_MS, now = new Date() } = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, completed: 0, errors: [] };
  const open = await prisma.payment.findMany({
    where: {
      completedAt: null,
      OR: [
        { status: "succeeded" },
        {
          provider: "stripe",
          status: { in: ["pending", "failed"] },
          providerPaymentId: { startsWith: "pi_" },
          updatedAt: { lt: new Date(now.getTime() - quietForMs) },
          createdAt: { gt: new Date(now.getTime() - lookBackMs) },
        },
      ],
    },
    include: { package: { select: { name: true } } },
    orderBy: { id: "asc" },
    take: 500,
  });
  for (const payment of open) {
    report.checked += 1;
    try {
      if (payment.status === "succeeded") {
        if ((await completePayment(payment.providerPaymentId)).created) report.completed += 1;
        continue;
      }
      const before = await prisma.payment.count({ where: { id: payment.id, completedAt: { not: null } } });
      const result = await settle(payment, payment.package.name, await providerNamed(payment.provider).retrieveStatus(payment.providerPaymentId));
      if ("vehicleId" in result && before === 0) report.completed += 1;
    } catch (error) {
      report.errors.push({ paymentId: payment.id, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return report;
}
