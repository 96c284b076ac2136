// `npm run staff:grant -- <email> <moderator|admin>` and `npm run staff:revoke -- <email>`
// (decision 38): give or take back a staff role. Each change is written to the audit log with
// this script and the OS user who ran it as the actor. Exit code 1 when refused.
import { userInfo } from "node:os";
import { withAppDatabase } from "./lib/app-database";
import { STAFF_ROLES, isStaffRole } from "../app/modules/staff/roles";

const [command, email, role] = process.argv.slice(2);
const usage = `Usage: npm run staff:grant -- <email> <${STAFF_ROLES.join("|")}>\n       npm run staff:revoke -- <email>`;

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? "unknown";
  }
}

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

if ((command !== "grant" && command !== "revoke") || !email) refuse(usage);
if (command === "grant" && !isStaffRole(role)) refuse(`Unknown role "${role ?? ""}": use ${STAFF_ROLES.join(" or ")}.\n${usage}`);

try {
  await withAppDatabase(async () => {
    const { grantStaffRole, revokeStaffRole } = await import("../app/modules/staff/staff-roles.server");
    const actor = { kind: "script" as const, label: osUser() };
    const change = command === "grant" && isStaffRole(role) ? await grantStaffRole(email, role, actor) : await revokeStaffRole(email, actor);
    console.log(`${change.email}: ${change.before} -> ${change.after}`);
  });
} catch (error) {
  const { isAppError } = await import("../app/utils/app-error");
  if (!isAppError(error)) throw error;
  refuse(error.message);
}
