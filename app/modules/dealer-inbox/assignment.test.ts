// Assignment of a dealer's threads by role, race safe; the inbox's filters, waiting flags and
// first-response figures.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { isAppError } from "~/utils/app-error";
import { addresses, person, type Person } from "../../../tests/support/relay-scene";
import { dealerScene, type DealerScene } from "../../../tests/support/dealer-scene";
import { messageAboutVehicle, sendMessage } from "~/modules/conversations/sending.server";
import type { DealerRole } from "~/modules/dealers/membership.server";
import { ASSIGNMENT_TEXTS, assignThread } from "./assignment.server";
import { dealerThreads, medianFirstResponseMs } from "./threads.server";

const address = addresses("10.43");
let dealer: DealerScene;
let rival: DealerScene;
beforeAll(async () => {
  dealer = await dealerScene();
  rival = await dealerScene("Rival Motors");
});

const roleOf = (d: DealerScene, p: Person): DealerRole => (p === d.owner ? "owner" : p === d.manager ? "manager" : "sales");
const assign = (by: Person, conversationId: number, assigneeId: number | null, expectedId: number | null, d = dealer) =>
  assignThread({ member: { userId: by.id, membership: { dealershipId: d.dealershipId, role: roleOf(d, by) } }, conversationId, assigneeId, expectedId });
async function outcome(work: Promise<void>) {
  try {
    await work;
    return "ok";
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
}
async function newThread(d = dealer) {
  const buyer = await person("Bruno");
  const { conversationId } = await messageAboutVehicle({ buyerId: buyer.id, vehicleId: d.vehicleId, message: "Still for sale?", address: address(), emailVerified: true });
  return { buyer, conversationId };
}
const assigneeOf = async (id: number) => (await prisma.conversation.findUniqueOrThrow({ where: { id } })).assignedToId;

describe("assignment", () => {
  it("owners and managers assign any thread to any member, reassign and unassign it", async () => {
    const { conversationId } = await newThread();
    expect(await outcome(assign(dealer.owner, conversationId, dealer.sales.id, null))).toBe("ok");
    expect(await assigneeOf(conversationId)).toBe(dealer.sales.id);
    expect(await outcome(assign(dealer.manager, conversationId, dealer.sales2.id, dealer.sales.id))).toBe("ok");
    expect(await outcome(assign(dealer.manager, conversationId, dealer.manager.id, dealer.sales2.id))).toBe("ok");
    expect(await outcome(assign(dealer.owner, conversationId, null, dealer.manager.id))).toBe("ok");
    expect(await assigneeOf(conversationId)).toBeNull();
  });

  it("sales take an unassigned thread for themselves only: 403 for another member, an assigned thread or unassigning", async () => {
    const { conversationId } = await newThread();
    const forbidden = { status: 403, message: ASSIGNMENT_TEXTS.salesOnlyTakes };
    expect(await outcome(assign(dealer.sales, conversationId, dealer.sales2.id, null))).toEqual(forbidden);
    expect(await assigneeOf(conversationId)).toBeNull();
    expect(await outcome(assign(dealer.sales, conversationId, dealer.sales.id, null))).toBe("ok");
    expect(await outcome(assign(dealer.sales2, conversationId, dealer.sales2.id, dealer.sales.id))).toEqual(forbidden);
    expect(await outcome(assign(dealer.sales, conversationId, null, dealer.sales.id))).toEqual(forbidden);
    expect(await assigneeOf(conversationId)).toBe(dealer.sales.id);
  });

  it("refuses a person who is not a member, and a thread of another dealership as not found", async () => {
    const { conversationId } = await newThread();
    expect(await outcome(assign(dealer.owner, conversationId, rival.sales.id, null))).toEqual({ status: 400, message: ASSIGNMENT_TEXTS.notAMember });
    const theirs = await newThread(rival);
    expect(await outcome(assign(dealer.owner, theirs.conversationId, dealer.sales.id, null))).toEqual({ status: 404, message: ASSIGNMENT_TEXTS.notFound });
    expect(await assigneeOf(theirs.conversationId)).toBeNull();
  });

  it("is race safe: of two sales taking one thread at once exactly one gets it; a stale form is refused, not applied", async () => {
    const { conversationId } = await newThread();
    const results = await Promise.all([assign(dealer.sales, conversationId, dealer.sales.id, null), assign(dealer.sales2, conversationId, dealer.sales2.id, null)].map(outcome));
    expect(results.filter((r) => r === "ok")).toHaveLength(1);
    expect(results.filter((r) => r !== "ok")).toEqual([{ status: 409, message: ASSIGNMENT_TEXTS.changedMeanwhile }]);
    const winner = results[0] === "ok" ? dealer.sales.id : dealer.sales2.id;
    expect(await assigneeOf(conversationId)).toBe(winner);
    // A manager's form still showing "nobody" does not overwrite the winner unseen.
    expect(await outcome(assign(dealer.manager, conversationId, dealer.owner.id, null))).toEqual({ status: 409, message: ASSIGNMENT_TEXTS.changedMeanwhile });
    expect(await assigneeOf(conversationId)).toBe(winner);
  });
});

describe("the inbox list", () => {
  it("filters All / Unassigned / Mine, newest first, says which wait for an answer, and times the first answers", async () => {
    const d = await dealerScene("Filter Motors");
    const a = await newThread(d);
    const b = await newThread(d);
    await assign(d.owner, a.conversationId, d.sales.id, null, d);
    await sendMessage({ userId: d.sales.id, conversationId: a.conversationId, message: "Yes it is.", address: address() });

    const all = await dealerThreads(d.dealershipId, d.sales.id, "all");
    expect(all.map((t) => t.id)).toEqual([a.conversationId, b.conversationId]);
    expect(all[0]).toMatchObject({ waiting: false, assignee: { id: d.sales.id }, buyerName: "Bruno", title: "2019 Honda CRF450R" });
    expect(all[0]!.firstResponseMs).toBeGreaterThanOrEqual(0);
    expect(all[1]).toMatchObject({ waiting: true, assignee: null, firstResponseMs: null });
    expect((await dealerThreads(d.dealershipId, d.sales.id, "unassigned")).map((t) => t.id)).toEqual([b.conversationId]);
    expect((await dealerThreads(d.dealershipId, d.sales.id, "mine")).map((t) => t.id)).toEqual([a.conversationId]);
    expect(await dealerThreads(d.dealershipId, d.sales2.id, "mine")).toEqual([]);
    expect(await dealerThreads(rival.dealershipId, rival.owner.id, "all").then((ts) => ts.map((t) => t.id))).not.toContain(a.conversationId);
  });

  it("gives the median first-response time of the threads answered in the last 30 days", async () => {
    const d = await dealerScene("Median Motors");
    const now = new Date();
    const minutes = (m: number) => m * 60_000;
    const threads = await Promise.all([newThread(d), newThread(d), newThread(d), newThread(d)]);
    // Answered after 10, 30 and 50 minutes within the month; one after 5 minutes, 40 days ago (not counted).
    const times: [number, number][] = [[minutes(10), 1], [minutes(30), 2], [minutes(50), 3], [minutes(5), 40 * 24 * 60]];
    for (const [i, [took, agoMinutes]] of times.entries()) {
      const answeredAt = new Date(now.getTime() - minutes(agoMinutes));
      await prisma.conversation.update({ where: { id: threads[i]!.conversationId }, data: { createdAt: new Date(answeredAt.getTime() - took), firstResponseAt: answeredAt } });
    }
    expect(await medianFirstResponseMs(d.dealershipId, now)).toBe(minutes(30));
    expect(await medianFirstResponseMs(rival.dealershipId, now)).toBeNull();
  });
});
