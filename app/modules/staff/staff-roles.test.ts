import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { createUser } from "../../../tests/support/fixtures";
import { grantStaffRole, parseStaffRole, revokeStaffRole } from "./staff-roles.server";
import { recordAudit, readAuditLog } from "./audit-log.server";

const script = { kind: "script" as const, label: "ops" };
const rowsAbout = (userId: number) => prisma.auditEntry.findMany({ where: { subjectKind: "user", subjectId: String(userId) }, orderBy: { id: "asc" } });

describe("staff roles", () => {
  it("a grant makes the account staff and writes its audit row; a revoke makes it a member again", async () => {
    const user = await createUser(prisma);
    const granted = await grantStaffRole(user.email.toUpperCase(), "moderator", script);
    expect(granted).toMatchObject({ userId: user.id, before: "member", after: "moderator" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("moderator");

    await revokeStaffRole(user.email, script);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("member");

    const rows = await rowsAbout(user.id);
    expect(rows.map((r) => [r.action, r.actorId, r.actorLabel, r.before, r.after])).toEqual([
      ["staff.grant", null, "script (ops)", { role: "member" }, { role: "moderator" }],
      ["staff.revoke", null, "script (ops)", { role: "moderator" }, { role: "member" }],
    ]);
  });

  it("an unknown email is refused with a clear message and writes nothing", async () => {
    const before = await prisma.auditEntry.count();
    const refusal = await grantStaffRole("nobody-here@example.com", "admin", script).catch((e: unknown) => e);
    expect(isAppError(refusal, "not-found")).toBe(true);
    expect((refusal as Error).message).toBe("No account uses the email nobody-here@example.com.");
    expect(await prisma.auditEntry.count()).toBe(before);
  });

  it("an unknown role is refused, naming the roles there are", () => {
    expect(parseStaffRole("admin")).toBe("admin");
    expect(() => parseStaffRole("owner")).toThrow('Unknown role "owner": use moderator or admin.');
    expect(() => parseStaffRole("member")).toThrow(/Unknown role "member"/);
  });

  it("a failed change leaves no audit row: both are one transaction", async () => {
    const user = await createUser(prisma);
    const before = await prisma.auditEntry.count();
    await expect(
      prisma.$transaction(async (tx) => {
        await recordAudit(tx, { actor: script, action: "staff.grant", subject: { kind: "user", id: user.id } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await prisma.auditEntry.count()).toBe(before);
  });
});

describe("the audit log at the database", () => {
  it("refuses UPDATE, DELETE and TRUNCATE whoever asks", async () => {
    const user = await createUser(prisma);
    await grantStaffRole(user.email, "admin", script);
    const [row] = await rowsAbout(user.id);
    await expect(prisma.$executeRaw`UPDATE audit_log SET reason = 'rewritten' WHERE id = ${row!.id}`).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(prisma.$executeRaw`DELETE FROM audit_log WHERE id = ${row!.id}`).rejects.toThrow(/append-only: DELETE refused/);
    await expect(prisma.$executeRaw`TRUNCATE audit_log`).rejects.toThrow(/append-only: TRUNCATE refused/);
    await expect(prisma.auditEntry.update({ where: { id: row!.id }, data: { action: "other" } })).rejects.toThrow(/append-only/);
    expect(await prisma.auditEntry.findUniqueOrThrow({ where: { id: row!.id } })).toEqual(row);
  });

  it("reads newest first, a page at a time", async () => {
    const user = await createUser(prisma);
    await grantStaffRole(user.email, "moderator", script);
    await revokeStaffRole(user.email, script);
    const { entries, page } = await readAuditLog(1);
    expect(page).toBe(1);
    expect(entries[0]).toMatchObject({ action: "staff.revoke", subject: `user ${user.id}`, actor: "script (ops)", before: '{"role":"moderator"}' });
    expect(entries[1]).toMatchObject({ action: "staff.grant", subject: `user ${user.id}` });
    expect((await readAuditLog(-3)).page).toBe(1);
  });
});
