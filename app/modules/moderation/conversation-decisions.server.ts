// Dismissing the reports of a conversation (decision 43): staff read it and found nothing to act
// on. One transaction with its audit entry; every reporter is told.
import { prisma } from "~/utils/db.server";
import { recordAudit } from "~/modules/staff/audit-log.server";
import { auditActor, type Moderator } from "./actor";
import { mailReporters } from "./outcome-mail.server";
import { conflict, MODERATION_TEXT, notFound } from "./refusals";

export async function dismissConversationReports(moderator: Moderator, conversationId: number, reason: string): Promise<{ conversationId: number; dismissed: number }> {
  const { reporters, title } = await prisma.$transaction(async (tx) => {
    const conversation = await tx.conversation.findUnique({ where: { id: conversationId }, select: { id: true, listingTitle: true } });
    if (!conversation) throw notFound(MODERATION_TEXT.conversationNotFound);
    const reports = await tx.conversationReport.findMany({ where: { conversationId, resolvedAt: null }, select: { id: true, reporter: { select: { email: true } } } });
    const { count } = await tx.conversationReport.updateMany({ where: { id: { in: reports.map((r) => r.id) }, resolvedAt: null }, data: { resolvedAt: new Date() } });
    // Two staff dismissing at once: the second finds nothing left to close.
    if (count === 0 || count !== reports.length) throw conflict(MODERATION_TEXT.nothingOpen);
    await recordAudit(tx, {
      actor: auditActor(moderator),
      action: "conversation.dismiss",
      subject: { kind: "conversation", id: conversationId },
      reason,
      before: { openReports: reports.length },
      after: { openReports: 0 },
    });
    return { reporters: reports.map((r) => ({ reportId: r.id, kind: "conversation" as const, email: r.reporter.email })), title: conversation.listingTitle };
  });
  await mailReporters(reporters, `a conversation about the ${title}`, "dismiss");
  return { conversationId, dismissed: reporters.length };
}
