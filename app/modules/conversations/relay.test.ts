import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing, createUser } from "../../../tests/support/fixtures";
import { RELAY_LIMITS, unverifiedLimitRefusal } from "./limits.server";
import { claimNoticeSlot, NOTICE_INTERVAL_MS } from "./notices.server";
import { listConversations, readThread, unreadCount } from "./inbox.server";
import { messageAboutVehicle, sendMessage, type SendInput } from "./sending.server";
import { reportConversation, setBlocked } from "./controls.server";
import { RELAY_ERRORS } from "./refusals";
import { isAppError } from "~/utils/app-error";
import { alreadyReportedMessage, REPORT_LIMITS } from "~/modules/reports/report-allowance.server";
import { reportListing } from "~/modules/reports/listing-reports.server";

const bike = (userId: number, status: "active" | "sold" | "pending" = "active") =>
  createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2019, price: 7800, zip: "90210", userId, status });

let n = 0;
const person = async (firstName: string) => {
  n += 1;
  const user = await createUser(prisma, { firstName, email: `${firstName.toLowerCase()}-${n}-${Date.now()}@relay-secret.test` });
  return prisma.user.update({ where: { id: user.id }, data: { phone: `555-0${n}0-77${String(n).padStart(2, "0")}` } });
};
// Every test uses its own address so the per-address budgets of one never touch another.
let a = 0;
const address = () => `10.9.${Math.floor(++a / 250)}.${a % 250}`;

// The relay returns what it did or throws its refusal (an AppError). Each outcome is read here as
// settled: the value with ok: true, or the refusal's status, message (error), field and wait.
type Settled<T> = ({ ok: true } & T) | { ok: false; status: number; error: string; field?: string; retryAfterSeconds?: number };
async function settled<T extends object>(work: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, ...(await work) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ok: false, status: error.status, error: error.message, field: error.field, retryAfterSeconds: error.retryAfterSeconds };
  }
}

const start = (buyerId: number, vehicleId: number, message: unknown, extra: Partial<{ address: string; emailVerified: boolean }> = {}) =>
  settled(messageAboutVehicle({ buyerId, vehicleId, message, address: extra.address ?? address(), emailVerified: extra.emailVerified ?? true }));
const send = (input: SendInput) => settled(sendMessage(input));
const report = (userId: number, conversationId: number, reason: unknown) => settled(reportConversation(userId, conversationId, reason).then(() => ({})));
const block = (userId: number, conversationId: number, blocked: boolean) => settled(setBlocked(userId, conversationId, blocked).then(() => ({})));

let seller: Awaited<ReturnType<typeof person>>;
let buyer: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  seller = await person("Sally");
  buyer = await person("Bruno");
});

describe("a conversation", () => {
  it("is one per (vehicle, buyer): a second message from the page lands in the same thread, both sides read it all", async () => {
    const v = await bike(seller.id);
    const first = await start(buyer.id, v.id, "Hi, is this still available?");
    const second = await start(buyer.id, v.id, "Is the price negotiable?");
    expect(first.ok && second.ok && first.conversationId === second.conversationId).toBe(true);
    if (!first.ok) return;
    expect(await unreadCount(seller.id)).toBeGreaterThanOrEqual(2);
    const reply = await send({ userId: seller.id, conversationId: first.conversationId, message: "Yes, still here.", address: address() });
    expect(reply.ok).toBe(true);

    const sellerView = await readThread(seller.id, first.conversationId);
    expect(sellerView?.messages.map((m) => [m.body, m.fromMe])).toEqual([
      ["Hi, is this still available?", false],
      ["Is the price negotiable?", false],
      ["Yes, still here.", true],
    ]);
    expect(sellerView).toMatchObject({ role: "seller", otherName: "Bruno", title: "2019 Honda CRF450R" });
    // Reading marked the buyer's messages read for the seller; the buyer still has one unread.
    const inbox = await listConversations(buyer.id);
    expect(inbox.find((c) => c.id === first.conversationId)).toMatchObject({ unread: 1, otherName: "Sally", role: "buyer" });
    const buyerView = await readThread(buyer.id, first.conversationId);
    expect(buyerView?.messages).toHaveLength(3);
    expect((await listConversations(buyer.id)).find((c) => c.id === first.conversationId)?.unread).toBe(0);
  });

  it("is race safe: concurrent first messages make one conversation", async () => {
    const v = await bike(seller.id);
    const someone = await person("Rita");
    const outcomes = await Promise.all([1, 2, 3, 4].map((i) => start(someone.id, v.id, `Offer number ${i}`)));
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await prisma.conversation.count({ where: { vehicleId: v.id } })).toBe(1);
    expect(await prisma.message.count({ where: { conversation: { vehicleId: v.id } } })).toBe(4);
  });

  it("refuses the owner, a listing that is not active, bad text and an unknown vehicle", async () => {
    const sold = await bike(seller.id, "sold");
    const pending = await bike(seller.id, "pending");
    const active = await bike(seller.id);
    expect(await start(seller.id, active.id, "hello")).toMatchObject({ ok: false, status: 400, error: RELAY_ERRORS.ownListing });
    expect(await start(buyer.id, sold.id, "hello")).toMatchObject({ ok: false, status: 409, error: RELAY_ERRORS.notActive });
    expect(await start(buyer.id, pending.id, "hello")).toMatchObject({ ok: false, status: 409 });
    expect(await start(buyer.id, active.id, "   ")).toMatchObject({ ok: false, status: 400, field: "message" });
    expect(await start(buyer.id, active.id, "x".repeat(2001))).toMatchObject({ ok: false, status: 400, field: "message" });
    expect(await start(buyer.id, active.id, 42)).toMatchObject({ ok: false, status: 400, field: "message" });
    expect(await start(buyer.id, 99_999_999, "hello")).toMatchObject({ ok: false, status: 404 });
    expect(await prisma.conversation.count({ where: { vehicleId: { in: [sold.id, pending.id, active.id] } } })).toBe(0);
  });

  it("keeps HTML as text", async () => {
    const v = await bike(seller.id);
    const html = '<img src=x onerror="alert(1)"><a href="https://evil.example">click</a>';
    const sent = await start(buyer.id, v.id, html);
    if (!sent.ok) throw new Error(sent.error);
    expect((await readThread(seller.id, sent.conversationId))?.messages[0]?.body).toBe(html);
  });
});

describe("blocks", () => {
  it("stop messages both ways, and a new conversation with the same person", async () => {
    const s = await person("Sam");
    const b = await person("Bea");
    const v1 = await bike(s.id);
    const v2 = await bike(s.id);
    const sent = await start(b.id, v1.id, "Still for sale?");
    if (!sent.ok) throw new Error(sent.error);
    expect((await block(s.id, sent.conversationId, true)).ok).toBe(true);
    expect(await send({ userId: b.id, conversationId: sent.conversationId, message: "hello?", address: address() })).toMatchObject({ ok: false, status: 403, error: RELAY_ERRORS.blocked });
    expect(await send({ userId: s.id, conversationId: sent.conversationId, message: "hi", address: address() })).toMatchObject({ ok: false, status: 403 });
    expect(await start(b.id, v2.id, "What about this one?")).toMatchObject({ ok: false, status: 403 });
    expect((await readThread(b.id, sent.conversationId))).toMatchObject({ blockedByOther: true, blockedByMe: false });
    expect((await block(s.id, sent.conversationId, false)).ok).toBe(true);
    expect((await send({ userId: b.id, conversationId: sent.conversationId, message: "hello again", address: address() })).ok).toBe(true);
  });
});

describe("abuse budgets", () => {
  it("allow 10 new conversations an hour per user, then 429 with a wait", async () => {
    const s = await person("Sid");
    const b = await person("Ben");
    const vehicles = await Promise.all(Array.from({ length: 11 }, () => bike(s.id)));
    for (const v of vehicles.slice(0, 10)) expect((await start(b.id, v.id, "Available?")).ok).toBe(true);
    const refused = await start(b.id, vehicles[10]!.id, "Available?");
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("allow 10 new conversations an hour per address across accounts", async () => {
    const s = await person("Sue");
    const shared = address();
    const vehicles = await Promise.all(Array.from({ length: 11 }, () => bike(s.id)));
    for (const v of vehicles.slice(0, 10)) expect((await start((await person("Ann")).id, v.id, "Hi", { address: shared })).ok).toBe(true);
    expect(await start((await person("Al")).id, vehicles[10]!.id, "Hi", { address: shared })).toMatchObject({ ok: false, status: 429 });
  });

  it(`allow ${RELAY_LIMITS.messagesPerUser.limit} messages an hour per user`, async () => {
    const s = await person("Stu");
    const b = await person("Bob");
    const v = await bike(s.id);
    const first = await start(b.id, v.id, "Hi");
    if (!first.ok) throw new Error(first.error);
    for (let i = 1; i < RELAY_LIMITS.messagesPerUser.limit; i++) {
      expect((await send({ userId: b.id, conversationId: first.conversationId, message: `m${i}`, address: address() })).ok).toBe(true);
    }
    expect(await send({ userId: b.id, conversationId: first.conversationId, message: "one too many", address: address() })).toMatchObject({ ok: false, status: 429 });
  });

  it("let an unverified account start 3 conversations a day, a verified one more", async () => {
    const s = await person("Sol");
    const b = await person("Una");
    const vehicles = await Promise.all(Array.from({ length: 5 }, () => bike(s.id)));
    for (const v of vehicles.slice(0, 3)) expect((await start(b.id, v.id, "Hi", { emailVerified: false })).ok).toBe(true);
    expect(await start(b.id, vehicles[3]!.id, "Hi", { emailVerified: false })).toMatchObject({ ok: false, status: 429, error: RELAY_ERRORS.unverifiedDaily });
    expect((await start(b.id, vehicles[3]!.id, "Hi", { emailVerified: true })).ok).toBe(true);
    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    expect(await prisma.$transaction((tx) => unverifiedLimitRefusal(tx, { userId: b.id, vehicleId: vehicles[4]!.id, emailVerified: false }, tomorrow))).toBeNull();
  });

  it("count an unverified account's parallel first messages one after the other: exactly 3 of 6 open a conversation", async () => {
    const s = await person("Sid");
    const b = await person("Uma");
    const vehicles = await Promise.all(Array.from({ length: 6 }, () => bike(s.id)));
    const outcomes = await Promise.all(vehicles.map((v) => start(b.id, v.id, "Hi, still for sale?", { emailVerified: false })));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(RELAY_LIMITS.unverifiedConversationsPerDay);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused).toHaveLength(6 - RELAY_LIMITS.unverifiedConversationsPerDay);
    for (const r of refused) {
      expect(r).toMatchObject({ ok: false, status: 429, error: RELAY_ERRORS.unverifiedDaily });
      // The wait runs until the first of today's conversations is a day old.
      expect(!r.ok && r.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    expect(await prisma.conversation.count({ where: { buyerId: b.id } })).toBe(RELAY_LIMITS.unverifiedConversationsPerDay);
    expect(await prisma.message.count({ where: { senderId: b.id } })).toBe(RELAY_LIMITS.unverifiedConversationsPerDay);
    // A further message about a vehicle whose conversation is open is not a new conversation.
    const openVehicle = vehicles[outcomes.findIndex((o) => o.ok)]!;
    expect((await start(b.id, openVehicle.id, "One more thing", { emailVerified: false })).ok).toBe(true);
  });
});

describe("scam-phrase guard", () => {
  it("delivers a suspicious first message flagged, warns only its recipient, and leaves later messages alone", async () => {
    const v = await bike(seller.id);
    const b = await person("Zed");
    const sent = await start(b.id, v.id, "I'll pay by Zelle, my shipping agent picks it up");
    if (!sent.ok) throw new Error(sent.error);
    expect(sent.flagged).toBe(true);
    const later = await send({ userId: b.id, conversationId: sent.conversationId, message: "Zelle is fine right?", address: address() });
    expect(later.ok && later.flagged).toBe(false);
    expect((await readThread(seller.id, sent.conversationId))?.messages.map((m) => m.warning)).toEqual([true, false]);
    expect((await readThread(b.id, sent.conversationId))?.messages.map((m) => m.warning)).toEqual([false, false]);
    const scamFirst = await start(b.id, (await bike(seller.id)).id, "Pay me with gift cards");
    if (!scamFirst.ok) throw new Error(scamFirst.error);
    expect((await listConversations(seller.id)).find((c) => c.id === scamFirst.conversationId)?.lastMessage?.warning).toBe(true);
    expect((await listConversations(b.id)).find((c) => c.id === scamFirst.conversationId)?.lastMessage?.warning).toBe(false);
    const plain = await start((await person("Pia")).id, v.id, "Hi, is this still available?");
    expect(plain.ok && plain.flagged).toBe(false);
  });
});

describe("notice slots", () => {
  it("are claimed once per 10 minutes while unread, and again after a read", async () => {
    const v = await bike(seller.id);
    const sent = await start((await person("Nia")).id, v.id, "Hi");
    if (!sent.ok) throw new Error(sent.error);
    // Sending claimed the slot for its notice.
    expect(await claimNoticeSlot(sent.conversationId, "seller")).toBe(false);
    await prisma.conversation.update({ where: { id: sent.conversationId }, data: { sellerNotifiedAt: null } });
    const burst = await Promise.all([1, 2, 3, 4, 5].map(() => claimNoticeSlot(sent.conversationId, "seller")));
    expect(burst.filter(Boolean)).toHaveLength(1);
    expect(await claimNoticeSlot(sent.conversationId, "seller", new Date(Date.now() + NOTICE_INTERVAL_MS - 1000))).toBe(false);
    expect(await claimNoticeSlot(sent.conversationId, "seller", new Date(Date.now() + NOTICE_INTERVAL_MS + 1000))).toBe(true);
    await prisma.conversation.update({ where: { id: sent.conversationId }, data: { sellerNotifiedAt: new Date() } });
    await send({ userId: (await prisma.conversation.findUniqueOrThrow({ where: { id: sent.conversationId } })).buyerId, conversationId: sent.conversationId, message: "again", address: address() });
    await readThread(seller.id, sent.conversationId);
    expect(await claimNoticeSlot(sent.conversationId, "seller")).toBe(true);
  });
});

describe("reports", () => {
  const thread = async () => {
    const s = await person("Rex");
    const b = await person("Ria");
    const sent = await start(b.id, (await bike(s.id)).id, "Hi");
    if (!sent.ok) throw new Error(sent.error);
    return { seller: s, buyer: b, conversationId: sent.conversationId };
  };

  it("are one open report per conversation per user, however many arrive at once", async () => {
    const { seller: s, buyer: b, conversationId } = await thread();
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => report(s.id, conversationId, `Scam attempt ${i}`)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const o of outcomes.filter((o) => !o.ok)) {
      expect(o).toMatchObject({ ok: false, status: 409, field: "reason", error: alreadyReportedMessage("conversation") });
    }
    expect(await prisma.conversationReport.count({ where: { conversationId, reporterId: s.id } })).toBe(1);
    // The other side may report it too; once moderation resolves a report, its reporter may report again.
    expect((await report(b.id, conversationId, "Rude replies")).ok).toBe(true);
    await prisma.conversationReport.updateMany({ where: { conversationId, reporterId: s.id }, data: { resolvedAt: new Date() } });
    expect((await report(s.id, conversationId, "At it again")).ok).toBe(true);
  });

  it("are held to one open report per conversation and user by the database itself", async () => {
    const { seller: s, conversationId } = await thread();
    await prisma.conversationReport.create({ data: { conversationId, reporterId: s.id, reason: "first" } });
    await expect(prisma.conversationReport.create({ data: { conversationId, reporterId: s.id, reason: "second" } })).rejects.toThrow();
  });

  it(`are at most ${REPORT_LIMITS.perUserPerDay} a day per user, counted exactly with parallel reports`, async () => {
    const reporter = await person("Ray");
    const vehicles = await Promise.all(Array.from({ length: REPORT_LIMITS.perUserPerDay + 5 }, () => bike(seller.id)));
    const threads = await Promise.all(
      vehicles.map(async (v) => (await prisma.conversation.create({ data: { vehicleId: v.id, buyerId: reporter.id, sellerId: seller.id, listingTitle: "2019 Honda CRF450R" } })).id),
    );
    const outcomes = await Promise.all(threads.map((id) => report(reporter.id, id, "Spam")));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(REPORT_LIMITS.perUserPerDay);
    for (const o of outcomes.filter((o) => !o.ok)) {
      expect(o).toMatchObject({ ok: false, status: 429, field: "reason" });
      expect(!o.ok && o.error).toMatch(/^You can send up to 10 reports a day\. Please try again in (23|24) hours\.$/);
      expect(!o.ok && o.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    }
    expect(await prisma.conversationReport.count({ where: { reporterId: reporter.id } })).toBe(REPORT_LIMITS.perUserPerDay);
  });

  it("share the daily cap with the user's reports of listings", async () => {
    const reporter = await person("Lena");
    for (let i = 0; i < REPORT_LIMITS.perUserPerDay; i++) await reportListing(reporter.id, (await bike(seller.id)).id, { reason: "scam" });
    const v = await bike(seller.id);
    const conversationId = (await prisma.conversation.create({ data: { vehicleId: v.id, buyerId: reporter.id, sellerId: seller.id, listingTitle: "2019 Honda CRF450R" } })).id;
    expect(await report(reporter.id, conversationId, "Spam")).toMatchObject({ ok: false, status: 429, field: "reason" });
    expect(await prisma.conversationReport.count({ where: { reporterId: reporter.id } })).toBe(0);
  });
});
