import { delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { modelYearWithSpecifications, modelYearWithoutSpecifications, type ModelYearPick } from "../../../tests/support/catalog-picks";
import { openaiChatHandler, openaiError, openaiHandlers, type ChatCompletionRequest } from "../../../tests/mocks/openai";
import { MISSING_INFORMATION_MESSAGE } from "./errors";

const generationFailed = { code: "description-failed", status: 502 };
import { describeFromSpecifications } from "./from-specifications";
import { generateListingDescription } from "./generate.server";
import { parseDescriptionRequest } from "./request";
import { MAX_DESCRIPTION_LENGTH, type DescriptionInput, type VehicleFacts } from "./vehicle-facts";

const server = setupServer(...openaiHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const OPENAI = { apiKey: "sk-test-key", model: "gpt-test-mini" };
const NO_OPENAI = { openai: null };

const inputOf = (pick: ModelYearPick, extra: Partial<DescriptionInput> = {}): DescriptionInput => ({
  vehicleTypeId: pick.vehicleTypeId,
  vehicleMakeId: pick.vehicleMakeId,
  vehicleModelId: pick.vehicleModelId,
  year: pick.year,
  ...extra,
});

const conditionId = async (slug: string) => (await prisma.vehicleCondition.findUniqueOrThrow({ where: { slug } })).id;

describe("required information", () => {
  let pick: ModelYearPick;
  beforeAll(async () => {
    pick = await modelYearWithoutSpecifications(prisma);
  });

  it.each<[string, (p: ModelYearPick) => DescriptionInput]>([
    ["no type", (p) => ({ ...inputOf(p), vehicleTypeId: undefined })],
    ["no make", (p) => ({ ...inputOf(p), vehicleMakeId: undefined })],
    ["no model", (p) => ({ ...inputOf(p), vehicleModelId: undefined })],
    ["no year", (p) => ({ ...inputOf(p), year: undefined })],
    ["a zero id", (p) => ({ ...inputOf(p), vehicleModelId: 0 })],
    ["an unknown model", (p) => ({ ...inputOf(p), vehicleModelId: 2_000_000_000 })],
    ["a model of another make", (p) => ({ ...inputOf(p), vehicleMakeId: p.vehicleMakeId + 1 })],
    ["a make of another type", (p) => ({ ...inputOf(p), vehicleTypeId: p.vehicleTypeId === 1 ? 2 : 1 })],
    ["a year before the model was built", (p) => ({ ...inputOf(p), year: p.year - 1 })],
    ["a fractional year", (p) => ({ ...inputOf(p), year: p.year + 0.5 })],
  ])("refuses %s with the wizard's message", async (_, build) => {
    const attempt = generateListingDescription(build(pick), NO_OPENAI);
    await expect(attempt).rejects.toMatchObject({ code: "missing-information", status: 400, message: MISSING_INFORMATION_MESSAGE });
    await expect(attempt).rejects.toThrow("Please fill in vehicle type, make, model, and year first.");
  });
});

describe("from specifications", () => {
  let pick: ModelYearPick;
  let rows: Awaited<ReturnType<typeof specRows>>;
  const specRows = (p: ModelYearPick) =>
    prisma.vehicleSpecification.findMany({ where: { vehicleModelId: p.vehicleModelId, modelYear: p.year }, include: { specType: { include: { family: true } } } });

  beforeAll(async () => {
    pick = await modelYearWithSpecifications(prisma);
    rows = await specRows(pick);
  });

  it("heads with year, make and model, then the entered details, then a bullet per spec with its unit", async () => {
    // Specifications win over a configured key: a call to the failing fake would fail this test.
    server.use(openaiChatHandler(() => openaiError(500)));
    const input = inputOf(pick, { vehicleConditionId: await conditionId("very_good"), mileage: 12345, zipCode: "90210" });
    const text = await generateListingDescription(input, { openai: OPENAI });
    const lines = text.split("\n");
    expect(lines[0]).toBe(`${pick.year} ${pick.make} ${pick.model}`);
    expect(text).toContain("is in very good condition and has 12,345 miles.");
    expect(text).toMatch(/located in Beverly Hills, CA/i);

    for (const row of rows) {
      const { specNameFriendly, specUom } = row.specType;
      const value = row.specValue.trim();
      const withUnit = specUom === "None" || value.toLowerCase().includes(specUom.toLowerCase()) ? value : `${value} ${specUom}`;
      expect(lines).toContain(`- ${specNameFriendly}: ${withUnit}`);
      expect(lines).toContain(row.specType.family.name);
      if (specUom === "None") expect(text).not.toContain(`${specNameFriendly}: ${value} None`);
    }
    expect(rows.some((r) => r.specType.specUom === "None")).toBe(true);
    const unitRow = rows.find((r) => r.specType.specUom !== "None" && !r.specValue.toLowerCase().includes(r.specType.specUom.toLowerCase()))!;
    expect(lines).toContain(`- ${unitRow.specType.specNameFriendly}: ${unitRow.specValue.trim()} ${unitRow.specType.specUom}`);
    expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
  });

  it("groups bullets under their family heading, in family order", async () => {
    const text = await generateListingDescription(inputOf(pick), NO_OPENAI);
    const families = [...new Set(rows.sort((a, b) => a.specType.family.sortOrder - b.specType.family.sortOrder).map((r) => r.specType.family.name))];
    const positions = families.map((f) => text.indexOf(`\n${f}\n`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const row of rows) {
      const at = text.indexOf(`- ${row.specType.specNameFriendly}: `);
      const familyAt = positions[families.indexOf(row.specType.family.name)]!;
      const nextFamilyAt = positions.find((p) => p > familyAt) ?? text.length;
      expect(at).toBeGreaterThan(familyAt);
      expect(at).toBeLessThan(nextFamilyAt);
    }
  });

  it("skips blank and 'null' values and families left empty", async () => {
    const usedFamilies = new Set(rows.map((r) => r.specType.familyId));
    const unusedType = await prisma.specificationType.findFirstOrThrow({ where: { familyId: { notIn: [...usedFamilies] } }, include: { family: true } });
    await prisma.vehicleSpecification.create({ data: { vehicleModelId: pick.vehicleModelId, modelYear: pick.year, specTypeId: unusedType.id, specValue: "null" } });
    try {
      const text = await generateListingDescription(inputOf(pick), NO_OPENAI);
      expect(text).not.toContain(unusedType.specNameFriendly);
      expect(text.split("\n")).not.toContain(unusedType.family.name);
      expect(text).not.toMatch(/: (null)?$/m);
    } finally {
      await prisma.vehicleSpecification.deleteMany({ where: { vehicleModelId: pick.vehicleModelId, modelYear: pick.year, specTypeId: unusedType.id } });
    }
  });

  it("stays within the character limit with whole lines, and is null without values", () => {
    const facts: VehicleFacts = { typeSlug: "boat", typeLabel: "Boat", make: "Sea Ray", model: "SPX 190", modelId: 1, year: 2020, condition: null, mileage: null, location: null };
    const many = Array.from({ length: 400 }, (_, i) => ({
      specValue: `value number ${i}`,
      specificationFamily: { name: `Family ${Math.floor(i / 10)}` },
      specificationType: { specName: `s${i}`, specNameFriendly: `Specification ${i}`, specUom: "None" },
    }));
    const text = describeFromSpecifications(facts, many)!;
    expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(text.endsWith("Contact the seller with any questions or to arrange a viewing.")).toBe(true);
    expect(text).toMatch(/- Specification \d+: value number \d+\n\nContact/);
    expect(describeFromSpecifications(facts, [{ ...many[0]!, specValue: " " }])).toBeNull();
  });
});

describe("through OpenAI, when the model year has no specifications", () => {
  let pick: ModelYearPick;
  beforeAll(async () => {
    pick = await modelYearWithoutSpecifications(prisma);
  });
  // Failures are logged for the operator; keep the test output quiet.
  beforeEach(() => void vi.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => void vi.restoreAllMocks());

  it("sends the entered details and the configured model, and returns the answer trimmed", async () => {
    const seen: { body: ChatCompletionRequest; auth: string | null }[] = [];
    server.use(
      openaiChatHandler((body, request) => {
        seen.push({ body, auth: request.headers.get("Authorization") });
        return "\n  A clean, well-kept machine. Call today!  \n";
      }),
    );
    const text = await generateListingDescription(inputOf(pick, { vehicleConditionId: await conditionId("excellent"), mileage: 4321 }), { openai: OPENAI });
    expect(text).toBe("A clean, well-kept machine. Call today!");
    expect(seen).toHaveLength(1);
    const { body, auth } = seen[0]!;
    expect(auth).toBe("Bearer sk-test-key");
    expect(body.model).toBe("gpt-test-mini");
    const prompt = body.messages.at(-1)!.content;
    expect(prompt).toContain(`Vehicle: ${pick.year} ${pick.make} ${pick.model}`);
    expect(prompt).toContain("Condition: Excellent");
    expect(prompt).toContain("Mileage: 4,321 miles");
  });

  it("uses the default fake's answer as the description", async () => {
    const text = await generateListingDescription(inputOf(pick), { openai: OPENAI });
    expect(text).toBe(`A well-kept ${pick.year} ${pick.make} ${pick.model}, ready to ride. Contact the seller for details.`);
  });

  it("caps a long answer at the limit", async () => {
    server.use(openaiChatHandler(() => "word ".repeat(3000)));
    const text = await generateListingDescription(inputOf(pick), { openai: OPENAI });
    expect(text.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(text.endsWith("word")).toBe(true);
  });

  it("turns a server error into a 502 failure with a message for the seller", async () => {
    server.use(openaiChatHandler(() => openaiError(500)));
    const attempt = generateListingDescription(inputOf(pick), { openai: OPENAI });
    await expect(attempt).rejects.toMatchObject(generationFailed);
    await expect(attempt).rejects.toThrow(/Please write your own description/);
  });

  it("gives up after the timeout", async () => {
    server.use(
      openaiChatHandler(async () => {
        await delay(2_000);
        return "too late";
      }),
    );
    const attempt = generateListingDescription(inputOf(pick), { openai: { ...OPENAI, timeoutMs: 100 } });
    await expect(attempt).rejects.toThrow(/took too long/);
  });

  it("treats an empty answer as a failure", async () => {
    server.use(openaiChatHandler(() => "   "));
    await expect(generateListingDescription(inputOf(pick), { openai: OPENAI })).rejects.toMatchObject(generationFailed);
  });
});

describe("written locally, without an OpenAI key", () => {
  it("describes the vehicle from the entered details, the same way every time", async () => {
    const pick = await modelYearWithoutSpecifications(prisma, "boat");
    const input = inputOf(pick, { vehicleConditionId: await conditionId("good"), mileage: 250, zipCode: "90210" });
    const text = await generateListingDescription(input, NO_OPENAI);
    expect(text.split("\n")[0]).toBe(`${pick.year} ${pick.make} ${pick.model} Boat`);
    expect(text).toContain("is in good condition and has 250 miles.");
    expect(text).toContain("- Type: Boat");
    expect(text).toContain("- Condition: Good");
    expect(text).toContain("- Mileage: 250 miles");
    expect(text).toMatch(/trailer/);
    expect(text).toMatch(/Contact the seller/);
    expect(await generateListingDescription(input, NO_OPENAI)).toBe(text);
  });

  it("says different things for different kinds of vehicle", async () => {
    const texts = await Promise.all(
      ["boat", "dirtbike", "rv"].map(async (slug) => generateListingDescription(inputOf(await modelYearWithoutSpecifications(prisma, slug)), NO_OPENAI)),
    );
    expect(texts[1]).toMatch(/dirt bike/i);
    expect(texts[2]).toMatch(/RV/);
    const pitches = texts.map((t) => t.split("\n")[2]!.replace(/^This .*?\. /, ""));
    expect(new Set(pitches).size).toBe(3);
  });

  it("leaves out mileage and condition when not given", async () => {
    const pick = await modelYearWithoutSpecifications(prisma);
    const text = await generateListingDescription(inputOf(pick, { mileage: null }), NO_OPENAI);
    expect(text).not.toMatch(/Mileage|Condition|miles/);
    expect(text).toContain("is ready for its next owner.");
  });
});

describe("parseDescriptionRequest", () => {
  it("reads the wizard's body with ids as numbers or numeric strings", () => {
    expect(parseDescriptionRequest({ type: "3", make: 12, model: "45", year: "2021", condition: 2, additionalInfo: "fixed text" })).toEqual({
      vehicleTypeId: 3,
      vehicleMakeId: 12,
      vehicleModelId: 45,
      year: 2021,
      vehicleConditionId: 2,
      mileage: null,
      zipCode: undefined,
    });
  });

  it("accepts the listing field names and leaves unreadable values out", () => {
    expect(parseDescriptionRequest({ vehicleTypeId: 1, vehicleMakeId: "2", vehicleModelId: 3, year: 2020, vehicleConditionId: "x", mileage: "1500", zipCode: " 90210 " })).toEqual({
      vehicleTypeId: 1,
      vehicleMakeId: 2,
      vehicleModelId: 3,
      year: 2020,
      vehicleConditionId: undefined,
      mileage: 1500,
      zipCode: "90210",
    });
    const odd = parseDescriptionRequest({ type: "1e3", make: -4, model: "12abc", year: 2020.5, mileage: -1 });
    expect([odd.vehicleTypeId, odd.vehicleMakeId, odd.vehicleModelId, odd.year, odd.mileage]).toEqual([undefined, undefined, undefined, undefined, null]);
  });
});
