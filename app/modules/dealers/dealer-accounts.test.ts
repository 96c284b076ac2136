// A dealership's own record and its members' roles: made by a user without one, its slug unique,
// its zip a known one; an owner changes roles and removes members but never the last owner.
import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";
import { createDealership as dealershipFixture } from "../../../tests/support/member-fixtures";
import { ALREADY_A_MEMBER, createDealership, SLUG_TAKEN, updateDealership } from "./dealership-profile.server";
import { changeMember, LAST_OWNER, listMembers } from "./members.server";
import { dealershipSchema } from "./dealership-schema";

const week = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].flatMap((d) => (d === 0 ? [[`closed${d}`, "on"]] : [[`opens${d}`, "09:00"], [`closes${d}`, "18:00"]])));
const form = (over: Record<string, string> = {}) =>
  dealershipSchema.parse({ name: "Sunset Powersports", street: "1 Main St", city: "Beverly Hills", state: "CA", zip: "90210", phone: "(310) 555-0199", licenseNumber: "D-1234", ...week, ...over });

describe("a dealership's record", () => {
  it("is made by a user without one, who becomes its owner; the zip's coordinates and the week are stored", async () => {
    const user = await createUser(prisma);
    const name = `Sunset Powersports ${Date.now()}`;
    const made = await createDealership(user.id, form({ name }));
    expect(made.ok).toBe(true);
    const stored = await prisma.dealership.findFirstOrThrow({ where: { name }, include: { members: true } });
    const zip = await prisma.zipCode.findUniqueOrThrow({ where: { zipCode: "90210" } });
    expect(stored).toMatchObject({ slug: made.ok ? made.slug : "", zip: "90210", latitude: zip.latitude, longitude: zip.longitude, licenseNumber: "D-1234" });
    expect(stored.hours).toEqual([1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: "09:00", closes: "18:00" })));
    expect(stored.members).toMatchObject([{ userId: user.id, role: "owner" }]);
    expect(await createDealership(user.id, form({ name: `${name} Two` }))).toEqual({ ok: false, errors: { form: ALREADY_A_MEMBER } });
  });

  it("takes a slug made from the name, numbered when taken; a slug typed that is taken is refused beside its field", async () => {
    const name = `Harbor Marine ${Date.now()}`;
    const first = await createDealership((await createUser(prisma)).id, form({ name }));
    const second = await createDealership((await createUser(prisma)).id, form({ name }));
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(second.slug).toBe(`${first.slug}-2`);
    const third = await createDealership((await createUser(prisma)).id, form({ name: "Other Name", slug: first.slug }));
    expect(third).toEqual({ ok: false, errors: { slug: SLUG_TAKEN } });
    const secondId = (await prisma.dealership.findUniqueOrThrow({ where: { slug: second.slug } })).id;
    expect(await updateDealership(secondId, form({ name, slug: first.slug }))).toEqual({ ok: false, errors: { slug: SLUG_TAKEN } });
    // Saved again with its own slug, or none, it keeps its address.
    expect(await updateDealership(secondId, form({ name, slug: second.slug }))).toEqual({ ok: true, slug: second.slug });
    expect(await updateDealership(secondId, form({ name }))).toEqual({ ok: true, slug: second.slug });
  });

  it("refuses a zip code we don't know, and hours that close before they open", async () => {
    const user = await createUser(prisma);
    expect(await createDealership(user.id, form({ zip: "00000" }))).toEqual({ ok: false, errors: { zip: "We don't know this zip code" } });
    const parsed = dealershipSchema.safeParse({ ...form(), opens3: "18:00", closes3: "09:00" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ["closes3"], message: "Wednesday must close after it opens" });
    expect(await prisma.dealershipMember.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("members' roles", () => {
  it("changes a member's role and removes a member", async () => {
    const [owner, sales] = [await createUser(prisma), await createUser(prisma)];
    const d = await dealershipFixture(prisma, owner.id, [{ userId: sales.id, role: "sales" }]);
    expect(await changeMember(d.id, sales.id, "manager")).toEqual({ ok: true });
    expect((await listMembers(d.id)).map((m) => [m.userId, m.role])).toEqual([[owner.id, "owner"], [sales.id, "manager"]]);
    expect(await changeMember(d.id, sales.id, null)).toEqual({ ok: true });
    expect((await listMembers(d.id)).map((m) => m.userId)).toEqual([owner.id]);
  });

  it("never leaves a dealership without an owner: the last owner is neither demoted nor removed", async () => {
    const [owner, other] = [await createUser(prisma), await createUser(prisma)];
    const d = await dealershipFixture(prisma, owner.id, [{ userId: other.id, role: "manager" }]);
    expect(await changeMember(d.id, owner.id, "manager")).toEqual({ ok: false, message: LAST_OWNER });
    expect(await changeMember(d.id, owner.id, null)).toEqual({ ok: false, message: LAST_OWNER });
    expect(await changeMember(d.id, other.id, "owner")).toEqual({ ok: true });
    expect(await changeMember(d.id, owner.id, "sales")).toEqual({ ok: true });
    // Two owners demoting each other at once: one of them stays an owner.
    await changeMember(d.id, owner.id, "owner");
    await Promise.all([changeMember(d.id, owner.id, "sales"), changeMember(d.id, other.id, "sales")]);
    expect(await prisma.dealershipMember.count({ where: { dealershipId: d.id, role: "owner" } })).toBe(1);
  });
});
