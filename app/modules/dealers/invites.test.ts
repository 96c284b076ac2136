// Invitations to a dealership: mailed with a link whose token is stored only as its hash, used
// once, within 7 days, by the invited address only, never by someone with a dealership, and
// exactly once when two accepts race.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashAccountToken } from "~/modules/accounts/account-tokens.server";
import { createUser } from "../../../tests/support/fixtures";
import { createDealership } from "../../../tests/support/member-fixtures";
import { deliverMailToSink } from "../../../tests/support/mail-delivery";
import { acceptInvite, INVITE_TEXT, INVITE_TTL_MS, inspectInvite, inviteMember, pendingInvites, revokeInvite } from "./invites.server";

const delivery = deliverMailToSink();

let n = 0;
async function inviteScene(role: "manager" | "sales" = "sales") {
  n += 1;
  const owner = await createUser(prisma);
  const dealership = await createDealership(prisma, owner.id);
  const invitee = await createUser(prisma, { email: `invitee-${Date.now()}-${n}@example.com` });
  return { owner, dealership, invitee, role };
}

/** An invite with a token the test holds (as the mail's job would set it). */
async function heldInvite(dealershipId: number, invitedById: number, email: string, expiresAt = new Date(Date.now() + INVITE_TTL_MS)) {
  const token = `${"t".repeat(30)}${String(Date.now()).slice(-8)}${String(++n).padStart(5, "0")}`;
  await prisma.dealershipInvite.create({ data: { dealershipId, invitedById, email, role: "sales", tokenHash: hashAccountToken(token), expiresAt } });
  return token;
}

const refusal = (work: Promise<unknown>) => work.then(() => null, (e: { status: number; message: string }) => ({ status: e.status, message: e.message }));

describe("dealership invites", () => {
  it("mails a single-use link whose token is stored only as its hash; accepting it joins in the invited role", async () => {
    const { owner, dealership, invitee } = await inviteScene();
    expect(await inviteMember(dealership.id, owner.id, invitee.email, "manager")).toEqual({ ok: true });
    const mail = await delivery.sink.waitFor((m) => m.to.includes(invitee.email));
    expect(mail.subject).toBe(`Join ${dealership.name} on RideMarket`);
    const token = mail.text.match(/\/dealer\/invites\/([A-Za-z0-9_-]{43})/)![1]!;
    const stored = await prisma.dealershipInvite.findFirstOrThrow({ where: { dealershipId: dealership.id } });
    expect(stored.tokenHash).toBe(hashAccountToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await inspectInvite(token)).toEqual({ dealershipName: dealership.name, email: invitee.email, role: "manager" });

    expect(await acceptInvite(token, invitee)).toBe(dealership.slug);
    expect(await prisma.dealershipMember.findUniqueOrThrow({ where: { userId: invitee.id } })).toMatchObject({ dealershipId: dealership.id, role: "manager" });
    expect(await refusal(acceptInvite(token, invitee))).toEqual({ status: 410, message: INVITE_TEXT.unusable });
    expect(await refusal(inspectInvite(token))).toEqual({ status: 410, message: INVITE_TEXT.unusable });
  });

  it("refuses an expired or withdrawn link with 410 and an unknown one with 404, writing no member", async () => {
    const { owner, dealership, invitee } = await inviteScene();
    const expired = await heldInvite(dealership.id, owner.id, invitee.email, new Date(Date.now() - 1000));
    expect(await refusal(acceptInvite(expired, invitee))).toEqual({ status: 410, message: INVITE_TEXT.unusable });
    const withdrawn = await heldInvite(dealership.id, owner.id, invitee.email);
    const [pending] = await pendingInvites(dealership.id);
    expect(pending).toMatchObject({ email: invitee.email });
    expect(await revokeInvite(dealership.id, pending!.id)).toBe(true);
    expect(await pendingInvites(dealership.id)).toEqual([]);
    expect(await refusal(acceptInvite(withdrawn, invitee))).toEqual({ status: 410, message: INVITE_TEXT.unusable });
    expect((await refusal(acceptInvite("x".repeat(43), invitee)))?.status).toBe(404);
    expect(await prisma.dealershipMember.count({ where: { userId: invitee.id } })).toBe(0);
  });

  it("refuses a user signed in under another address (403) and one who already belongs to a dealership (409)", async () => {
    const { owner, dealership, invitee } = await inviteScene();
    const token = await heldInvite(dealership.id, owner.id, invitee.email);
    const stranger = await createUser(prisma);
    expect(await refusal(acceptInvite(token, stranger))).toEqual({ status: 403, message: INVITE_TEXT.wrongEmail });
    await createDealership(prisma, invitee.id);
    expect(await refusal(acceptInvite(token, invitee))).toEqual({ status: 409, message: INVITE_TEXT.hasDealership });
    expect(await prisma.dealershipMember.count({ where: { dealershipId: dealership.id } })).toBe(1);
    expect((await prisma.dealershipInvite.findFirstOrThrow({ where: { dealershipId: dealership.id } })).acceptedAt).toBeNull();
  });

  it("makes exactly one member when two accepts race", async () => {
    const { owner, dealership, invitee } = await inviteScene();
    const token = await heldInvite(dealership.id, owner.id, invitee.email);
    const outcomes = await Promise.allSettled([acceptInvite(token, invitee), acceptInvite(token, invitee), acceptInvite(token, invitee)]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(await prisma.dealershipMember.count({ where: { userId: invitee.id } })).toBe(1);
  });

  it("refuses to invite someone already a member, and replaces a pending invite to the same address", async () => {
    const { owner, dealership, invitee } = await inviteScene();
    expect(await inviteMember(dealership.id, owner.id, owner.email, "sales")).toEqual({ ok: false, message: INVITE_TEXT.alreadyMember });
    await inviteMember(dealership.id, owner.id, invitee.email, "sales");
    await inviteMember(dealership.id, owner.id, invitee.email, "manager");
    expect((await pendingInvites(dealership.id)).map((i) => i.role)).toEqual(["manager"]);
  });
});
