import type { AuditActor } from "~/modules/staff/audit-log.server";

/** The staff member who decides, as the audit log names them. */
export interface Moderator {
  id: number;
  email: string;
}

export const auditActor = (moderator: Moderator): AuditActor => ({ kind: "user", userId: moderator.id, label: moderator.email });
