// For the property tests of tests/integration/input-fuzz-*.test.ts: the search API, the page
// loaders that read the URL, every form action and every JSON body, fed random and hostile
// values. Whatever comes in, the answer is a 2xx, 3xx or 4xx (a thrown error that is not a
// Response is the server's 500, and fails), and a JSON refusal never echoes an injected
// <script>. Pages render their data through React, which escapes it;
// tests/e2e/hostile-input.spec.ts checks the rendered HTML.
// fast-check prints the seed and the shrunk counterexample of a failure: rerun it with
// FUZZ_SEED=<seed>. FUZZ_RUNS scales every property's number of runs.
import fc from "fast-check";
import { expect } from "vitest";
import { prisma } from "~/utils/db.server";
import { createListing } from "./fixtures";
import { createSellerWithDraft } from "./payment-fixtures";
import { callRoute, sessionCookieFor, type FormValues, type RouteCall, type RouteHandler, type RouteOutcome } from "./route-calls";

const RUN_SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? 1);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
export const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * RUN_SCALE)), ...(SEED === undefined ? {} : { seed: SEED }) });

const ONE_MB = "A".repeat(1024 * 1024);
const HOSTILE = [
  "'; DROP TABLE users; --",
  "1' OR '1'='1",
  "1; SELECT pg_sleep(10)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "//evil.example/path",
  "https://evil.example/",
  "/\\evil.example",
  "${7*7}{{7*7}}",
  "../../../etc/passwd",
  "%00%0d%0aSet-Cookie:x=1",
  "\u0000",
  "a\u0000b",
  "\u202Etxt.exe",
  "مرحبا بالعالم",
  "🏍️💨🔥",
  "𐀀𐀀𐀀",
  "\uD800x\uDC00",
  "😀".repeat(6001),
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e308",
  "1e-308",
  "2147483648",
  "9007199254740993",
  "9".repeat(400),
  "0x1F",
  "１２３",
  "12,500.50",
  "$-5",
  "true",
  "null",
  "[]",
  "{}",
  "",
  " ",
  ONE_MB,
];

/** One hostile or random text value. */
export const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.bigInt(), fc.double()).map(String) },
);

/** A form field: absent, one value, or the key repeated (an array where a scalar is expected). */
const formField = (extra: fc.Arbitrary<string> = hostileText) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: fc.oneof(hostileText, extra) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileText, extra), { minLength: 2, maxLength: 3 }) },
  );

export function formOf(fields: readonly string[], extras: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<FormValues> {
  const shape = Object.fromEntries(fields.map((f) => [f, formField(extras[f])]));
  return fc.record(shape).map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as FormValues);
}

/** Query strings with known keys (some repeated) and the odd unknown one. */
export function queryOf(keys: readonly string[], extras: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  return fc.tuple(formOf(keys, extras), fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostileText), { nil: undefined })).map(([values, unknown]) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) for (const item of [v].flat()) params.append(k, String(item));
    if (unknown) params.append(unknown[0], unknown[1]);
    return params.toString();
  });
}

/** A JSON value of any shape, with hostile strings and numbers JSON can carry. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -1, 0, null, true, false),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A JSON body: an object with the endpoint's keys (any value), or raw text that is not one. */
export function jsonBodyOf(keys: readonly string[], extras: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const object = fc.record(Object.fromEntries(keys.map((k) => [k, extras[k] ? fc.oneof(extras[k]!, jsonValue) : jsonValue])), { requiredKeys: [] });
  const raw = fc.oneof(
    fc.constantFrom("", "{", "null", "[]", "[1,2]", '"text"', "NaN", '{"a":Infinity}', "\u0000", `{"x":"${ONE_MB}"}`, '{"__proto__":{"admin":true}}'),
    fc.string({ unit: "binary", maxLength: 60 }),
  );
  return fc.oneof({ weight: 5, arbitrary: object.map((o) => JSON.stringify(o)) }, { weight: 1, arbitrary: raw });
}

function expectHandled(outcome: RouteOutcome) {
  // A thrown error is rethrown so fast-check reports it with the input that caused it.
  if (outcome.error) throw outcome.error;
  expect(outcome.status).toBeGreaterThanOrEqual(200);
  expect(outcome.status).toBeLessThan(500);
}

/** JSON refusals name the problem without echoing the input as markup. */
function expectNoReflectedMarkup(outcome: RouteOutcome) {
  if (outcome.status >= 400) {
    const lower = outcome.text.toLowerCase();
    expect(lower).not.toContain("<script");
    expect(lower).not.toContain("<img");
  }
}

export async function fuzz(handler: RouteHandler, call: RouteCall, json = false): Promise<RouteOutcome> {
  const outcome = await callRoute(handler, call);
  expectHandled(outcome);
  if (json) expectNoReflectedMarkup(outcome);
  return outcome;
}

/** fast-check fails a property whose predicate returns anything but true or undefined. */
export const check = (handler: RouteHandler, call: RouteCall, json = false) => fuzz(handler, call, json).then(() => undefined);

export let cookie: string;
export let ids: { user: string; vehicle: string; listing: string; other: string; type: string; make: string; model: string; pkg: string; condition: string };

/** Run in each file's beforeAll: a seller with a draft and a listing, and another seller's listing. */
export async function prepareFuzzAccounts() {
  const { user } = await createSellerWithDraft(prisma);
  cookie = await sessionCookieFor(user.id);
  const own = await createListing(prisma, { type: "dirtbike", make: "Honda", model: "CRF450R", year: 2020, price: 8000, zip: "90210", userId: user.id });
  const other = await createListing(prisma, { type: "dirtbike", make: "Yamaha", model: "YZ250F", year: 2019, price: 5000, zip: "10001" });
  ids = {
    user: String(user.id),
    vehicle: String(own.id),
    listing: String(own.listing!.id),
    other: String(other.id),
    type: String(own.vehicleTypeId),
    make: String(own.vehicleMakeId),
    model: String(own.vehicleModelId),
    pkg: String(own.listing!.vehiclePackageId),
    condition: String(own.vehicleConditionId),
  };
}

// Real ids and well-formed values mixed in, so runs reach past the first validation.
export const realId = () => fc.constantFrom(ids.vehicle, ids.listing, ids.other, ids.type, ids.make, ids.model, ids.pkg, ids.condition, "1");
export const SEARCH_KEYS = [
  "page", "limit", "sortBy", "type", "make", "model", "keyword", "zipCode", "radius", "yearMin", "yearMax", "priceMin", "priceMax",
  "mileageMin", "mileageMax", "includeSoldListings", "condition", "typeId", "makeId", "modelId", "length", "engineSize", "fuelType",
  "boatType", "hullMaterial", "transmission", "driveType", "state",
] as const;
export const searchExtras = {
  sortBy: fc.constantFrom("newest", "oldest", "price_low", "price_high", "mileage_low", "nearest", "relevance"),
  type: fc.constantFrom("dirtbike", "boat", "rv", "utv", "DIRTBIKE"),
  make: fc.constantFrom("Honda", "honda", "Yamaha"),
  zipCode: fc.constantFrom("90210", "10001", "00000", "99999"),
  radius: fc.constantFrom("25", "50", "100", "any", "500"),
  includeSoldListings: fc.constantFrom("true", "on", "false"),
  state: fc.constantFrom("TX", "tx", "CA", "PR", "ZZ"),
};
export const LISTING_FIELDS = ["vehicleTypeId", "vehicleMakeId", "vehicleModelId", "year", "vehicleConditionId", "mileage", "zipCode", "description", "images", "price", "packageId"] as const;
export const listingExtras = () => ({
  vehicleTypeId: realId(), vehicleMakeId: realId(), vehicleModelId: realId(), vehicleConditionId: realId(), packageId: realId(),
  year: fc.constantFrom("2021", "1899", "3000"), zipCode: fc.constantFrom("90210", "10001"), price: fc.constantFrom("12500", "0.001", "99999999.99"),
  images: fc.constantFrom("/media/photos/x-1280.webp", "https://evil.example/a.jpg", "javascript:alert(1)"),
});

