// The /buy "Save this search" form and the account tab's forms, posted as a browser without
// JavaScript posts them.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../../tests/support/app-requests";
import { MAX_SAVED_SEARCHES } from "./frequencies";
import { DUPLICATE_MESSAGE, LIMIT_MESSAGE } from "./schema";
import { firstMessages } from "~/utils/field-messages";

/** Each field's first message in a form's reply (conform's submission.reply). */
const messagesIn = (text: string) => firstMessages(JSON.parse(text).result.error, "form");

let user: { id: number; cookie: string };

beforeAll(async () => {
  const u = await createUser(prisma);
  user = { id: u.id, cookie: await sessionCookieFor(u.id) };
});

const BUY = "/buy?type=dirtbike&make=Honda&priceMax=8000&zipCode=78701";

describe("Save this search on /buy", () => {
  it("sends a signed-out visitor to sign in and back to the same search", async () => {
    const out = await requestApp({ url: BUY, method: "POST", form: { intent: "save-search", query: "?type=dirtbike", name: "x", frequency: "daily" } });
    expect(out.status).toBe(302);
    // The sign-in carries what was pressed, so the search is saved once signed in (decision 0046).
    expect(out.location).toBe(`/login?redirect=${encodeURIComponent(BUY)}&then=save-search`);
    expect(await prisma.savedSearch.count({ where: { userId: user.id } })).toBe(0);
  });

  it("saves the normalized search with its name and frequency and comes back with a toast", async () => {
    const out = await requestApp({ url: BUY, method: "POST", cookie: user.cookie, form: { intent: "save-search", query: "?type=dirtbike&make=Honda&priceMax=8000&zipCode=78701&page=2", name: "", frequency: "instant" } });
    expect(out.status).toBe(302);
    expect(out.location).toBe(BUY);
    expect(out.headers.get("Set-Cookie")).toContain("toast");
    const saved = await prisma.savedSearch.findMany({ where: { userId: user.id } });
    expect(saved).toEqual([expect.objectContaining({ name: "Honda dirt bikes under $8,000 near 78701", query: "make=Honda&priceMax=8000&type=dirtbike&zipCode=78701", frequency: "instant" })]);
  });

  it("shows the reason next to the form when it cannot save", async () => {
    const again = await requestApp({ url: BUY, method: "POST", cookie: user.cookie, form: { intent: "save-search", query: BUY.slice(4), name: "Again", frequency: "daily" } });
    expect(again.status).toBe(409);
    expect(messagesIn(again.text).query).toBe("You have already saved this search.");
    const bad = await requestApp({ url: BUY, method: "POST", cookie: user.cookie, form: { intent: "save-search", query: "?type=boat", name: "n".repeat(121), frequency: "hourly" } });
    expect(bad.status).toBe(400);
    expect(messagesIn(bad.text)).toMatchObject({ name: "Name must be at most 120 characters", frequency: expect.any(String) });
    // What was typed comes back with the messages, so the form keeps it without JavaScript too.
    expect(JSON.parse(bad.text).result.initialValue).toEqual({ query: "?type=boat", name: "n".repeat(121), frequency: "hourly" });
  });
});

describe("the Saved Searches tab", () => {
  it("lists, renames, changes frequency and deletes, only the user's own", async () => {
    const [search] = await prisma.savedSearch.findMany({ where: { userId: user.id } });
    const page = await requestApp({ url: "/account/searches", cookie: user.cookie });
    expect(JSON.parse(page.text).searches).toEqual([expect.objectContaining({ id: search!.id, name: "Honda dirt bikes under $8,000 near 78701" })]);

    const post = (form: Record<string, string>, cookie = user.cookie) => requestApp({ url: "/account/searches", method: "POST", cookie, form });
    expect((await post({ intent: "rename-search", searchId: String(search!.id), name: "Cheap Hondas" })).location).toBe("/account/searches");
    expect((await post({ intent: "search-frequency", searchId: String(search!.id), frequency: "weekly" })).status).toBe(302);
    expect(await prisma.savedSearch.findUnique({ where: { id: search!.id } })).toMatchObject({ name: "Cheap Hondas", frequency: "weekly" });

    const empty = await post({ intent: "rename-search", searchId: String(search!.id), name: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).searchId).toBe(search!.id);
    expect(messagesIn(empty.text)).toEqual({ name: "Name is required" });
    expect(JSON.parse(empty.text).result.initialValue).toEqual({ name: "  " });

    const stranger = await createUser(prisma);
    const theirs = await post({ intent: "delete-search", searchId: String(search!.id) }, await sessionCookieFor(stranger.id));
    expect(theirs.status).toBe(404);
    expect(await prisma.savedSearch.count({ where: { id: search!.id } })).toBe(1);
    expect((await post({ intent: "delete-search", searchId: String(search!.id) })).status).toBe(302);
    expect(await prisma.savedSearch.count({ where: { id: search!.id } })).toBe(0);
  });
});

describe("the saved-search limit", () => {
  it(`holds with saves arriving at once: at most ${MAX_SAVED_SEARCHES} per user, each query once`, async () => {
    const u = await createUser(prisma);
    const cookie = await sessionCookieFor(u.id);
    const room = 3;
    await prisma.savedSearch.createMany({
      data: Array.from({ length: MAX_SAVED_SEARCHES - room }, (_, i) => ({ userId: u.id, name: `Old ${i}`, query: `priceMax=${1000 + i}&type=boat`, frequency: "daily" as const })),
    });
    // Six new searches, each sent twice, all at once.
    const queries = Array.from({ length: 6 }, (_, i) => `?type=dirtbike&priceMax=${5000 + i}`);
    const answers = await Promise.all([...queries, ...queries].map((query) => requestApp({ url: "/api/saved-searches", cookie, json: { query, frequency: "daily" } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(room);
    const refusals = answers.filter((a) => a.status !== 201);
    expect(refusals.every((a) => a.status === 409)).toBe(true);
    expect(new Set(refusals.map((a) => JSON.parse(a.text).fieldErrors.query))).toEqual(new Set([LIMIT_MESSAGE, DUPLICATE_MESSAGE]));
    const saved = await prisma.savedSearch.findMany({ where: { userId: u.id }, select: { query: true } });
    expect(saved).toHaveLength(MAX_SAVED_SEARCHES);
    expect(new Set(saved.map((s) => s.query)).size).toBe(MAX_SAVED_SEARCHES);
  });
});
