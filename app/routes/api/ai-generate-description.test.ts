import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { createUser } from "../../../tests/support/fixtures";
import { modelYearWithSpecifications, modelYearWithoutSpecifications, type ModelYearPick } from "../../../tests/support/catalog-picks";
import { requestApp, sessionCookieFor, type AppCall } from "../../../tests/support/app-requests";

// No key in this file: descriptions are built from specifications or written locally.
delete process.env.OPENAI_API_KEY;

const URL_ = "/api/ai/generate-description";
let cookie: string;
let userId: number;

beforeAll(async () => {
  const user = await createUser(prisma);
  userId = user.id;
  cookie = await sessionCookieFor(user.id);
});

/** The endpoint's answer, read the way the wizard's fetch reads it. */
async function send(call: Omit<AppCall, "url">) {
  const outcome = await requestApp({ url: URL_, cookie, ...call });
  return { status: outcome.status, headers: outcome.headers, json: async () => JSON.parse(outcome.text) };
}

function post(body: unknown, headers: Record<string, string> = {}, signedIn = true) {
  return send({ json: body, headers, cookie: signedIn ? cookie : null });
}

const wizardBody = (p: ModelYearPick) => ({
  type: p.vehicleTypeId,
  make: String(p.vehicleMakeId),
  model: p.vehicleModelId,
  year: String(p.year),
  condition: "",
  additionalInfo: "Write a compelling description",
});

describe("POST /api/ai/generate-description", () => {
  it("answers 401 when signed out", async () => {
    const response = await post({}, {}, false);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Not signed in" });
  });

  it("refuses a cross-site request", async () => {
    const response = await post({}, { "Sec-Fetch-Site": "cross-site" });
    expect(response.status).toBe(403);
  });

  it("answers 400 with the wizard's message when information is missing", async () => {
    const pick = await modelYearWithoutSpecifications(prisma);
    const response = await post({ ...wizardBody(pick), model: "" });
    expect(response.status).toBe(400);
    // A signed-in answer: the middleware marks it private as well.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ error: "Please fill in vehicle type, make, model, and year first." });
  });

  it("answers 400 for a body that is not JSON", async () => {
    expect((await send({ json: "type=1" })).status).toBe(400);
    expect((await send({ form: { type: "1" } })).status).toBe(400);
  });

  it("answers {description} built from the specifications", async () => {
    const pick = await modelYearWithSpecifications(prisma);
    const response = await post(wizardBody(pick));
    expect(response.status).toBe(200);
    // A signed-in answer: the middleware marks it private as well.
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { description } = (await response.json()) as { description: string };
    expect(description.split("\n")[0]).toBe(`${pick.year} ${pick.make} ${pick.model}`);
    expect(description).toMatch(/^- .+: .+$/m);
  });

  it("answers {description} written locally for the listing field names", async () => {
    const pick = await modelYearWithoutSpecifications(prisma);
    const condition = await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug: "fair" } });
    const response = await post({ vehicleTypeId: pick.vehicleTypeId, vehicleMakeId: pick.vehicleMakeId, vehicleModelId: pick.vehicleModelId, year: pick.year, vehicleConditionId: condition.id, mileage: 9876 });
    expect(response.status).toBe(200);
    const { description } = (await response.json()) as { description: string };
    expect(description).toContain(`This ${pick.year} ${pick.make} ${pick.model} is in fair condition and has 9,876 miles.`);
  });

  it("limits each seller to 30 requests an hour", async () => {
    await prisma.rateLimit.upsert({
      where: { key: `describe:user:${userId}` },
      create: { key: `describe:user:${userId}`, count: 30, windowStart: new Date() },
      update: { count: 30, windowStart: new Date() },
    });
    const response = await post(wizardBody(await modelYearWithoutSpecifications(prisma)));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await response.json()).error).toMatch(/Too many attempts/);
  });

  it("refuses other methods", async () => {
    expect((await send({ method: "PUT", json: "{}" })).status).toBe(405);
  });
});
