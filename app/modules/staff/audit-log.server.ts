// The audit log (decision 38): one row per staff action, written in the transaction of the change
// it records, so that either both land or neither does. The table is append-only: a trigger in
// the migration refuses UPDATE, DELETE and TRUNCATE, whoever connects. Nothing here edits it.
import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

/** Who acted: a staff member, or a script run on the server (named with the OS user). */
export type AuditActor = { kind: "user"; userId: number; label: string } | { kind: "script"; label: string };

export interface AuditRecord {
  actor: AuditActor;
  action: string;
  subject: { kind: string; id: string | number };
  reason?: string | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

type Writer = Pick<Prisma.TransactionClient, "auditEntry">;

/** Appends one entry; pass the transaction client of the change it records. */
export async function recordAudit(tx: Writer, record: AuditRecord): Promise<void> {
  await tx.auditEntry.create({
    data: {
      actorId: record.actor.kind === "user" ? record.actor.userId : null,
      actorLabel: record.actor.kind === "script" ? `script (${record.actor.label})` : record.actor.label,
      action: record.action,
      subjectKind: record.subject.kind,
      subjectId: String(record.subject.id),
      reason: record.reason ?? null,
      before: record.before ?? undefined,
      after: record.after ?? undefined,
    },
  });
}

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntryView {
  id: string;
  at: string;
  actor: string;
  action: string;
  subject: string;
  reason: string | null;
  before: string | null;
  after: string | null;
}

const asText = (value: Prisma.JsonValue | null) => (value === null ? null : JSON.stringify(value));

/** One page of the log, newest first; `page` counts from 1. */
export async function readAuditLog(page: number): Promise<{ entries: AuditEntryView[]; page: number; hasNext: boolean }> {
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const rows = await prisma.auditEntry.findMany({
    orderBy: [{ at: "desc" }, { id: "desc" }],
    skip: (current - 1) * AUDIT_PAGE_SIZE,
    take: AUDIT_PAGE_SIZE + 1,
  });
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor: row.actorLabel,
    action: row.action,
    subject: `${row.subjectKind} ${row.subjectId}`,
    reason: row.reason,
    before: asText(row.before),
    after: asText(row.after),
  }));
  return { entries, page: current, hasNext: rows.length > AUDIT_PAGE_SIZE };
}
