// Granting and revoking staff roles (decision 38), used by `npm run staff:grant` and
// `npm run staff:revoke`. Each change is written to the audit log in its own transaction.
import { prisma } from "~/utils/db.server";
import { AppError } from "~/utils/app-error";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { STAFF_ROLES, isStaffRole, type StaffRole } from "./roles";

export interface RoleChange {
  userId: number;
  email: string;
  before: string;
  after: string;
}

/** The role named on a command line, or an AppError saying which roles there are. */
export function parseStaffRole(value: unknown): StaffRole {
  if (isStaffRole(value)) return value;
  throw new AppError(`Unknown role "${String(value ?? "")}": use ${STAFF_ROLES.join(" or ")}.`, { status: 400, code: "bad-request", field: "role" });
}

async function setRole(email: string, role: "member" | StaffRole, actor: AuditActor, action: string): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  return prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: address }, select: { id: true, email: true, role: true } });
    if (!user) throw new AppError(`No account uses the email ${address}.`, { status: 404, code: "not-found", field: "email" });
    await tx.user.update({ where: { id: user.id }, data: { role } });
    await recordAudit(tx, { actor, action, subject: { kind: "user", id: user.id }, before: { role: user.role }, after: { role } });
    return { userId: user.id, email: user.email, before: user.role, after: role };
  });
}

/** Makes the account with this email a moderator or an admin. */
export function grantStaffRole(email: string, role: StaffRole, actor: AuditActor): Promise<RoleChange> {
  return setRole(email, role, actor, "staff.grant");
}

/** Makes the account with this email a member again; its staff pages answer 404 from the next request. */
export function revokeStaffRole(email: string, actor: AuditActor): Promise<RoleChange> {
  return setRole(email, "member", actor, "staff.revoke");
}
