// The /dealer pages over HTTP: 404 for anyone who is not a member, 403 and no write for a role
// too small, a failed form's values kept, and the invite link's answers to each visitor.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { hashAccountToken } from "~/modules/accounts/account-tokens.server";
import { INVITE_TEXT } from "~/modules/dealers/invites.server";
import { createUser } from "../support/fixtures";
import { createDealership } from "../support/member-fixtures";
import { requestApp, sessionCookieFor } from "../support/app-requests";
import { pngBytes } from "~/modules/media/testing/images";
import { mediaStorage } from "~/modules/media/storage.server";
import { sweepOrphanPhotos } from "~/modules/media/orphan-sweep.server";
import { CHOOSE_A_LOGO } from "~/modules/dealers/dealership-logo.server";

const profileForm = (name: string) => ({
  name, city: "Beverly Hills", state: "CA", zip: "90210", phone: "(310) 555-0142",
  ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`closed${d}`, "on"])),
});

async function team() {
  const [owner, manager, sales, outsider] = [await createUser(prisma), await createUser(prisma), await createUser(prisma), await createUser(prisma)];
  const dealership = await createDealership(prisma, owner.id, [{ userId: manager.id, role: "manager" }, { userId: sales.id, role: "sales" }]);
  const cookie = (u: { id: number }) => sessionCookieFor(u.id);
  return { dealership, owner, manager, sales, outsider, as: { owner: await cookie(owner), manager: await cookie(manager), sales: await cookie(sales), outsider: await cookie(outsider) } };
}

describe("/dealer pages", () => {
  it("answer a visitor with sign-in and a signed-in non-member with 404; every member sees the overview and members", async () => {
    const t = await team();
    expect((await requestApp({ url: "/dealer" })).location).toMatch(/^\/login\?redirect=%2Fdealer/);
    for (const url of ["/dealer", "/dealer/members", "/dealer/profile"]) expect((await requestApp({ url, cookie: t.as.outsider })).status).toBe(404);
    const overview = await requestApp({ url: "/dealer", cookie: t.as.sales });
    expect(overview.status).toBe(200);
    expect(JSON.parse(overview.text)).toMatchObject({ slug: t.dealership.slug, members: 3, activeListings: 0 });
    expect((await requestApp({ url: "/dealer/members", cookie: t.as.sales })).text).toContain(t.owner.email);
  });

  it("let an owner or manager change the profile; a salesperson gets 403 and changes nothing", async () => {
    const t = await team();
    const refused = await requestApp({ url: "/dealer/profile", form: profileForm("Renamed by Sales"), cookie: t.as.sales });
    expect(refused.status).toBe(403);
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id: t.dealership.id } })).name).toBe(t.dealership.name);
    const saved = await requestApp({ url: "/dealer/profile", form: profileForm("Renamed by the Manager"), cookie: t.as.manager });
    expect(saved.status).toBe(200);
    expect((await prisma.dealership.findUniqueOrThrow({ where: { id: t.dealership.id } })).name).toBe("Renamed by the Manager");
  });

  it("let only the owner invite, withdraw, change roles and remove: a manager or salesperson gets 403 and writes nothing", async () => {
    const t = await team();
    const pending = await prisma.dealershipInvite.create({
      data: { dealershipId: t.dealership.id, invitedById: t.owner.id, email: "pending@example.com", role: "sales", tokenHash: hashAccountToken(`pending-${Date.now()}`), expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const calls: Record<string, string>[] = [
      { intent: "invite", email: "newhire@example.com", role: "sales" },
      { intent: "revoke", inviteId: String(pending.id) },
      { intent: "set-role", userId: String(t.sales.id), role: "owner" },
      { intent: "remove", userId: String(t.owner.id) },
    ];
    const before = await prisma.dealershipMember.findMany({ where: { dealershipId: t.dealership.id }, orderBy: { userId: "asc" } });
    const invitesBefore = await prisma.dealershipInvite.findMany({ where: { dealershipId: t.dealership.id } });
    for (const cookie of [t.as.manager, t.as.sales]) {
      for (const form of calls) expect((await requestApp({ url: "/dealer/members", form, cookie })).status).toBe(403);
    }
    expect(await prisma.dealershipMember.findMany({ where: { dealershipId: t.dealership.id }, orderBy: { userId: "asc" } })).toEqual(before);
    expect(await prisma.dealershipInvite.findMany({ where: { dealershipId: t.dealership.id } })).toEqual(invitesBefore);

    expect((await requestApp({ url: "/dealer/members", form: calls[0], cookie: t.as.owner })).status).toBe(200);
    expect(await prisma.dealershipInvite.count({ where: { dealershipId: t.dealership.id, email: "newhire@example.com" } })).toBe(1);
    expect((await requestApp({ url: "/dealer/members", form: calls[1], cookie: t.as.owner })).status).toBe(200);
    expect((await prisma.dealershipInvite.findUniqueOrThrow({ where: { id: pending.id } })).revokedAt).not.toBeNull();
    const lastOwner = await requestApp({ url: "/dealer/members", form: { intent: "remove", userId: String(t.owner.id) }, cookie: t.as.owner });
    expect(lastOwner.status).toBe(409);
  });
});

describe("the dealership's logo", () => {
  const logoFile = async () => new File([new Uint8Array(await pngBytes())], "logo.png", { type: "image/png" });
  const logoOf = async (id: number) => (await prisma.dealership.findUniqueOrThrow({ where: { id }, select: { logo: true } })).logo;
  const stored = async (url: string) => (await mediaStorage().get(mediaStorage().keyForUrl(url)!)) !== null;

  it("is uploaded by a manager, shown on the storefront at its small width, kept by the orphan sweep, and replaced with the old files deleted", async () => {
    const t = await team();
    const first = await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: await logoFile() }, cookie: t.as.manager });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ logo: { saved: "uploaded" } });
    const logo = (await logoOf(t.dealership.id))!;
    expect(logo).toMatch(/\/photos\/[0-9a-f-]{36}-1280\.webp$/);
    expect(await stored(logo)).toBe(true);

    const storefront = await requestApp({ url: `/dealers/${t.dealership.slug}`, document: true });
    expect(storefront.text).toContain(logo.replace("-1280.webp", "-320.webp"));
    expect(storefront.text).toContain(`alt="${t.dealership.name} logo"`);

    await sweepOrphanPhotos({ now: new Date(Date.now() + 3 * 86_400_000) });
    expect(await stored(logo)).toBe(true);

    expect((await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: await logoFile() }, cookie: t.as.owner })).status).toBe(200);
    const second = (await logoOf(t.dealership.id))!;
    expect(second).not.toBe(logo);
    expect(await stored(second)).toBe(true);
    expect(await stored(logo)).toBe(false);

    expect((await requestApp({ url: "/dealer/profile", form: { intent: "remove-logo" }, cookie: t.as.owner })).status).toBe(200);
    expect(await logoOf(t.dealership.id)).toBeNull();
    expect(await stored(second)).toBe(false);
  });

  it("refuses a salesperson with 403, and a file that is not an image or no file with a message for the field, keeping the logo it had", async () => {
    const t = await team();
    await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: await logoFile() }, cookie: t.as.owner });
    const logo = await logoOf(t.dealership.id);
    expect(logo).not.toBeNull();

    expect((await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: await logoFile() }, cookie: t.as.sales })).status).toBe(403);
    expect((await requestApp({ url: "/dealer/profile", form: { intent: "remove-logo" }, cookie: t.as.sales })).status).toBe(403);
    expect((await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: await logoFile() }, cookie: t.as.outsider })).status).toBe(404);

    const notAnImage = await requestApp({ url: "/dealer/profile", form: { intent: "logo", logo: new File(["name,price\n"], "lot.csv", { type: "image/png" }) }, cookie: t.as.owner });
    expect(notAnImage.status).toBe(400);
    expect(JSON.parse(notAnImage.text)).toEqual({ logo: { error: '"lot.csv" is not a supported image. Upload JPEG, PNG, WebP, AVIF, HEIF or GIF photos.' } });
    const nothing = await requestApp({ url: "/dealer/profile", form: { intent: "logo" }, cookie: t.as.owner });
    expect(nothing.status).toBe(400);
    expect(JSON.parse(nothing.text)).toEqual({ logo: { error: CHOOSE_A_LOGO } });
    expect(await logoOf(t.dealership.id)).toBe(logo);
  });
});

describe("/dealer/new", () => {
  it("keeps the values typed when a field is refused, with the message beside it", async () => {
    const user = await createUser(prisma);
    const outcome = await requestApp({ url: "/dealer/new", form: { ...profileForm("Kept Name Motors"), zip: "00000" }, cookie: await sessionCookieFor(user.id) });
    expect(outcome.status).toBe(400);
    const { reply } = JSON.parse(outcome.text) as { reply: { initialValue: Record<string, string>; error: Record<string, string[]> } };
    expect(reply.initialValue).toMatchObject({ name: "Kept Name Motors", zip: "00000", phone: "(310) 555-0142" });
    expect(reply.error).toEqual({ zip: ["We don't know this zip code"] });
    expect(await prisma.dealershipMember.count({ where: { userId: user.id } })).toBe(0);
  });

  it("sends a member on to their dealership", async () => {
    const t = await team();
    expect((await requestApp({ url: "/dealer/new", cookie: t.as.sales })).location).toBe("/dealer");
  });
});

describe("/dealer/invites/:token", () => {
  async function invited() {
    const t = await team();
    const invitee = await createUser(prisma);
    const token = `${"k".repeat(33)}${String(Date.now()).slice(-10)}`;
    await prisma.dealershipInvite.create({ data: { dealershipId: t.dealership.id, invitedById: t.owner.id, email: invitee.email, role: "sales", tokenHash: hashAccountToken(token), expiresAt: new Date(Date.now() + 86_400_000) } });
    return { ...t, invitee, token, url: `/dealer/invites/${token}` };
  }

  it("sends a visitor to sign in and back; refuses another address with 403; the invited user joins once, then the link is 410", async () => {
    const s = await invited();
    expect((await requestApp({ url: s.url })).location).toBe(`/login?redirect=${encodeURIComponent(s.url)}`);
    const wrong = await requestApp({ url: s.url, cookie: s.as.outsider });
    expect(wrong.status).toBe(403);
    expect(wrong.text).toContain(INVITE_TEXT.wrongEmail);
    const cookie = await sessionCookieFor(s.invitee.id);
    expect((await requestApp({ url: s.url, cookie })).status).toBe(200);
    const joined = await requestApp({ url: s.url, form: {}, cookie });
    expect(joined.location).toBe("/dealer");
    expect(await prisma.dealershipMember.findUniqueOrThrow({ where: { userId: s.invitee.id } })).toMatchObject({ dealershipId: s.dealership.id, role: "sales" });
    const again = await requestApp({ url: s.url, cookie });
    expect(again.status).toBe(410);
    expect(again.text).toContain(INVITE_TEXT.unusable);
  });

  it("refuses a member of a dealership with 409", async () => {
    const s = await invited();
    await createDealership(prisma, s.invitee.id);
    const outcome = await requestApp({ url: s.url, cookie: await sessionCookieFor(s.invitee.id) });
    expect(outcome.status).toBe(409);
    expect(outcome.text).toContain(INVITE_TEXT.hasDealership);
  });
});
