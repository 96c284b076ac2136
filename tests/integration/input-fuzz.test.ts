// Property tests: the search API, the page loaders that read the URL, every form action and
// every JSON body, fed random and hostile values. Whatever comes in, the answer is a 2xx,
// 3xx or 4xx (a thrown error that is not a Response is the server's 500, and fails), and a
// JSON refusal never echoes an injected <script>. Pages render their data through React,
// which escapes it; tests/e2e/hostile-input.spec.ts checks the rendered HTML.
// fast-check prints the seed and the shrunk counterexample of a failure: rerun it with
// FUZZ_SEED=<seed>. FUZZ_RUNS scales every property's number of runs.
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Sign-in and sign-up limits per address would turn most runs into 429s.
  process.env.SIGNIN_LIMIT_PER_IP = "1000000";
  process.env.SIGNUP_LIMIT_PER_IP = "1000000";
  process.env.SEARCH_EXPENSIVE_PER_MINUTE = "1000000";
});

import { prisma } from "~/utils/db.server";
import { loader as searchLoader } from "~/routes/api/vehicles-search";
import { loader as buyLoader } from "~/routes/buy";
import { loader as landingLoader } from "~/routes/buy-landing";
import { loader as loginLoader, action as loginAction } from "~/routes/login";
import { loader as vehicleLoader, action as vehicleAction } from "~/routes/vehicle";
import { loader as accountLoader, action as accountAction } from "~/routes/account";
import { action as myListingsAction } from "~/routes/account-listings";
import { action as savedListingsAction } from "~/routes/account-saved";
import { loader as sellLoader, action as sellAction } from "~/routes/sell";
import { loader as editLoader, action as editAction } from "~/routes/vehicle-edit";
import { action as userAction } from "~/routes/api/users/user";
import { action as vehicleApiAction, loader as vehicleApiLoader } from "~/routes/api/vehicle";
import { action as listingStatusAction } from "~/routes/api/listing-status";
import { action as savedAction } from "~/routes/api/users/saved-vehicle";
import { action as describeAction } from "~/routes/api/ai-generate-description";
import { action as createIntentAction } from "~/routes/api/create-payment-intent";
import { action as confirmAction } from "~/routes/api/confirm-payment";
import { action as listingsAction } from "~/routes/api/listings";
import { action as apiLoginAction } from "~/routes/api/auth/login";
import { action as apiRegisterAction } from "~/routes/api/auth/register";
import { action as passkeyBeginAction } from "~/routes/api/auth/passkey-register-begin";
import { action as passkeyFinishAction } from "~/routes/api/auth/passkey-register-finish";
import { action as passkeyAuthFinishAction } from "~/routes/api/auth/passkey-authenticate-finish";
import { action as uploadAction } from "~/routes/api/upload-images";
import { createListing } from "../support/fixtures";
import { createSellerWithDraft } from "../support/payment-fixtures";
import { callRoute, sessionCookieFor, type FormValues, type RouteCall, type RouteHandler, type RouteOutcome } from "../support/route-calls";

const RUN_SCALE = Number(process.env.FUZZ_RUNS_SCALE ?? 1);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const runs = (n: number) => ({ numRuns: Math.max(1, Math.round(n * RUN_SCALE)), ...(SEED === undefined ? {} : { seed: SEED }) });

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
const hostileText = fc.oneof(
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

function formOf(fields: readonly string[], extras: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<FormValues> {
  const shape = Object.fromEntries(fields.map((f) => [f, formField(extras[f])]));
  return fc.record(shape).map((record) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as FormValues);
}

/** Query strings with known keys (some repeated) and the odd unknown one. */
function queryOf(keys: readonly string[], extras: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
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
function jsonBodyOf(keys: readonly string[], extras: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
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

async function fuzz(handler: RouteHandler, call: RouteCall, json = false): Promise<RouteOutcome> {
  const outcome = await callRoute(handler, call);
  expectHandled(outcome);
  if (json) expectNoReflectedMarkup(outcome);
  return outcome;
}

/** fast-check fails a property whose predicate returns anything but true or undefined. */
const check = (handler: RouteHandler, call: RouteCall, json = false) => fuzz(handler, call, json).then(() => undefined);

let cookie: string;
let ids: { user: string; vehicle: string; listing: string; other: string; type: string; make: string; model: string; pkg: string; condition: string };

beforeAll(async () => {
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
});

// Real ids and well-formed values mixed in, so runs reach past the first validation.
const realId = () => fc.constantFrom(ids.vehicle, ids.listing, ids.other, ids.type, ids.make, ids.model, ids.pkg, ids.condition, "1");
const SEARCH_KEYS = [
  "page", "limit", "sortBy", "type", "make", "model", "keyword", "zipCode", "radius", "yearMin", "yearMax", "priceMin", "priceMax",
  "mileageMin", "mileageMax", "includeSoldListings", "condition", "typeId", "makeId", "modelId", "length", "engineSize", "fuelType",
  "boatType", "hullMaterial", "transmission", "driveType", "state",
] as const;
const searchExtras = {
  sortBy: fc.constantFrom("newest", "oldest", "price_low", "price_high", "mileage_low", "nearest", "relevance"),
  type: fc.constantFrom("dirtbike", "boat", "rv", "utv", "DIRTBIKE"),
  make: fc.constantFrom("Honda", "honda", "Yamaha"),
  zipCode: fc.constantFrom("90210", "10001", "00000", "99999"),
  radius: fc.constantFrom("25", "50", "100", "any", "500"),
  includeSoldListings: fc.constantFrom("true", "on", "false"),
  state: fc.constantFrom("TX", "tx", "CA", "PR", "ZZ"),
};
const LISTING_FIELDS = ["vehicleTypeId", "vehicleMakeId", "vehicleModelId", "year", "vehicleConditionId", "mileage", "zipCode", "description", "images", "price", "packageId"] as const;
const listingExtras = () => ({
  vehicleTypeId: realId(), vehicleMakeId: realId(), vehicleModelId: realId(), vehicleConditionId: realId(), packageId: realId(),
  year: fc.constantFrom("2021", "1899", "3000"), zipCode: fc.constantFrom("90210", "10001"), price: fc.constantFrom("12500", "0.001", "99999999.99"),
  images: fc.constantFrom("/media/photos/x-1280.webp", "https://evil.example/a.jpg", "javascript:alert(1)"),
});

describe("fuzzing the search URL", () => {
  it("GET /api/vehicles/search answers 200 or 400, never echoing markup", async () => {
    await fc.assert(
      fc.asyncProperty(queryOf(SEARCH_KEYS, searchExtras), async (query) => {
        const outcome = await fuzz(searchLoader, { url: `/api/vehicles/search?${query}` }, true);
        expect([200, 400]).toContain(outcome.status);
      }),
      runs(150),
    );
  });

  it("the /buy loader answers, redirects or refuses, never a 500", async () => {
    await fc.assert(fc.asyncProperty(queryOf(SEARCH_KEYS, searchExtras), (query) => check(buyLoader, { url: `/buy?${query}` })), runs(120));
  });

  it("the landing pages' loader answers, moves or refuses any slugs and page, never a 500", async () => {
    const slug = (...known: string[]) => fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: hostileText });
    const params = fc.oneof(
      fc.record({ type: slug("dirt-bikes", "boats", "boat", "Dirt-Bikes") }),
      fc.record({ type: slug("dirt-bikes", "dirtbike"), make: slug("honda", "Honda", "yamaha") }, { requiredKeys: ["type", "make"] }),
      fc.record({ type: slug("dirt-bikes"), make: slug("honda"), model: slug("crf450r", "CRF450R", "crf250r") }),
      fc.record({ type: slug("boats", "boat"), state: slug("texas", "tx", "New-York", "pr") }),
    );
    await fc.assert(
      fc.asyncProperty(params, queryOf(["page"], { page: fc.constantFrom("1", "2", "6", "0", "x") }), (segments, query) =>
        check(landingLoader, { url: `/buy/x?${query}`, params: segments as Record<string, string> }),
      ),
      runs(120),
    );
  });

  it("the login, vehicle and account loaders take any URL", async () => {
    await fc.assert(
      fc.asyncProperty(hostileText, queryOf(["redirect", "tab", "photo", "contact", "confirmDelete", "step", "vehicle"]), async (id, query) => {
        await fuzz(loginLoader, { url: `/login?${query}` });
        await fuzz(vehicleLoader, { url: `/vehicles/x?${query}`, params: { id } });
        await fuzz(vehicleApiLoader, { url: "/api/vehicles/x", params: { id } }, true);
        await fuzz(accountLoader, { url: `/account?${query}`, cookie });
        await fuzz(sellLoader, { url: `/sell?${query}`, cookie });
        await fuzz(editLoader, { url: `/vehicles/x/edit?${query}`, params: { id }, cookie });
      }),
      runs(80),
    );
  });
});

describe("fuzzing the form actions", () => {
  const intent = (...known: string[]) => fc.constantFrom(...known);

  it("/login: sign-in, sign-up and development login", async () => {
    const fields = formOf(["intent", "email", "password", "confirmPassword", "firstName", "lastName", "phone", "city", "state", "redirect"], {
      intent: intent("signin", "signup", "dev-login"),
      email: fc.constantFrom("fuzz@example.com", "FUZZ@EXAMPLE.COM"),
      password: fc.constantFrom("correct horse battery staple"),
      redirect: fc.constantFrom("/account", "//evil.example", "/\\evil.example", "https://evil.example"),
    });
    await fc.assert(
      fc.asyncProperty(fields, async (form) => {
        const outcome = await fuzz(loginAction, { url: "/login", form });
        // Wherever a sign-in sends the browser, it stays on this site.
        if (outcome.location) expect(outcome.location).toMatch(/^\/(?![/\\])/);
      }),
      runs(60),
    );
  });

  it("/account: profile, passkey and listing intents", async () => {
    const fields = formOf(["intent", "firstName", "lastName", "email", "phone", "instagramHandle", "city", "state", "zip", "passkeyId", "listingId", "vehicleId"], {
      intent: intent("update-profile", "delete-passkey", "mark-sold", "relist", "delete", "unsave"),
      listingId: realId(),
      vehicleId: realId(),
      passkeyId: realId(),
    });
    // Each intent goes to the account page whose form sends it.
    const pageOf = (intent: unknown): [RouteHandler, string] =>
      intent === "unsave" ? [savedListingsAction, "/account/saved"] : ["mark-sold", "relist", "delete"].includes(String(intent)) ? [myListingsAction, "/account/listings"] : [accountAction, "/account"];
    await fc.assert(fc.asyncProperty(fields, (form) => {
      const [action, url] = pageOf(form.intent);
      return check(action, { url, form, cookie });
    }), runs(120));
  });

  it("/sell: every step and intent, including photos, description and pay", async () => {
    const fields = formOf([...LISTING_FIELDS, "intent", "photoIntent", "paymentIntentId", "cardNumber", "cardExpiry", "cardCvc", "cardName"], {
      ...listingExtras(),
      intent: intent("next", "previous", "autosave", "refresh", "generate-description", "pay"),
      photoIntent: intent("upload", "remove:0", "left:1", "right:0", "remove:999"),
      cardNumber: fc.constantFrom("4242 4242 4242 4242", "4000 0000 0000 0002"),
      cardExpiry: fc.constantFrom("12/34", "13/99", "00/00"),
    });
    const step = fc.oneof(fc.constantFrom("1", "2", "3", "4", "5", "6"), hostileText);
    await fc.assert(fc.asyncProperty(step, fields, (s, form) => check(sellAction, { url: `/sell?${new URLSearchParams({ step: s })}`, form, cookie })), runs(150));
  });

  it("/vehicles/:id/edit: every step and intent", async () => {
    const fields = formOf([...LISTING_FIELDS, "intent", "photoIntent"], {
      ...listingExtras(),
      intent: intent("next", "previous", "refresh", "generate-description"),
      photoIntent: intent("upload", "remove:0", "left:1"),
    });
    const step = fc.oneof(fc.constantFrom("1", "2", "3", "4"), hostileText);
    const id = fc.oneof({ weight: 4, arbitrary: fc.constant("own") }, { weight: 1, arbitrary: hostileText });
    await fc.assert(
      fc.asyncProperty(id, step, fields, (vid, s, form) =>
        check(editAction, { url: `/vehicles/x/edit?${new URLSearchParams({ step: s })}`, params: { id: vid === "own" ? ids.vehicle : vid }, form, cookie }),
      ),
      runs(120),
    );
  });

  it("/vehicles/:id: save and unsave", async () => {
    const fields = formOf(["intent", "redirect"], { intent: intent("save", "unsave"), redirect: fc.constantFrom("/buy", "//evil.example", "https://evil.example") });
    const id = fc.oneof(realId(), hostileText);
    await fc.assert(
      fc.asyncProperty(id, fields, async (vid, form) => {
        const outcome = await fuzz(vehicleAction, { url: "/vehicles/x", params: { id: vid }, form, cookie });
        if (outcome.location) expect(outcome.location).toMatch(/^\/(?![/\\])/);
      }),
      runs(100),
    );
  });
});

describe("fuzzing the JSON bodies", () => {
  const listingKeys = [...LISTING_FIELDS, "type", "make", "model", "condition", "package", "userId", "status"] as const;
  const ENDPOINTS: { name: string; handler: RouteHandler; url: () => string; method: string; params?: () => Record<string, string>; keys: readonly string[]; extras?: () => Record<string, fc.Arbitrary<unknown>>; runs: number }[] = [
    { name: "PUT /api/users/:id", handler: userAction, url: () => `/api/users/${ids.user}`, method: "PUT", params: () => ({ id: ids.user }), keys: ["firstName", "lastName", "email", "phone", "instagramHandle", "city", "state", "zip", "id"], runs: 100 },
    { name: "PUT /api/vehicles/:id", handler: vehicleApiAction, url: () => `/api/vehicles/${ids.vehicle}`, method: "PUT", params: () => ({ id: ids.vehicle }), keys: listingKeys, extras: listingExtras, runs: 100 },
    { name: "PUT /api/listings/:id/status", handler: listingStatusAction, url: () => `/api/listings/${ids.listing}/status`, method: "PUT", params: () => ({ listingId: ids.listing }), keys: ["status"], extras: () => ({ status: fc.constantFrom("sold", "active", "pending") }), runs: 60 },
    { name: "POST /api/users/:id/saved-vehicles/:vehicleId", handler: savedAction, url: () => `/api/users/${ids.user}/saved-vehicles/x`, method: "POST", params: () => ({ id: ids.user, vehicleId: ids.other }), keys: ["vehicleId"], runs: 30 },
    { name: "POST /api/ai/generate-description", handler: describeAction, url: () => "/api/ai/generate-description", method: "POST", keys: listingKeys, extras: listingExtras, runs: 60 },
    { name: "POST /api/create-payment-intent", handler: createIntentAction, url: () => "/api/create-payment-intent", method: "POST", keys: ["amount", "packageId", "packageName"], extras: () => ({ packageId: realId() }), runs: 80 },
    { name: "POST /api/confirm-payment", handler: confirmAction, url: () => "/api/confirm-payment", method: "POST", keys: ["paymentIntentId"], extras: () => ({ paymentIntentId: fc.constantFrom("lpi_x", "pi_123", "unassigned_1") }), runs: 60 },
    { name: "POST /api/listings", handler: listingsAction, url: () => "/api/listings", method: "POST", keys: [...listingKeys, "paymentIntentId"], runs: 60 },
    { name: "POST /api/auth/login", handler: apiLoginAction, url: () => "/api/auth/login", method: "POST", keys: ["email", "password"], runs: 60 },
    { name: "POST /api/auth/register", handler: apiRegisterAction, url: () => "/api/auth/register", method: "POST", keys: ["email", "password", "firstName", "lastName", "phone", "city", "state"], runs: 60 },
    { name: "POST /api/auth/passkey/register/begin", handler: passkeyBeginAction, url: () => "/api/auth/passkey/register/begin", method: "POST", keys: ["userId"], runs: 40 },
    { name: "POST /api/auth/passkey/register/finish", handler: passkeyFinishAction, url: () => "/api/auth/passkey/register/finish", method: "POST", keys: ["userId", "response"], runs: 60 },
    { name: "POST /api/auth/passkey/authenticate/finish", handler: passkeyAuthFinishAction, url: () => "/api/auth/passkey/authenticate/finish", method: "POST", keys: ["response"], runs: 60 },
  ];

  it.each(ENDPOINTS)("$name", async (endpoint) => {
    await fc.assert(
      fc.asyncProperty(jsonBodyOf(endpoint.keys, endpoint.extras?.()), (body) =>
        check(endpoint.handler, { url: endpoint.url(), method: endpoint.method, params: endpoint.params?.(), json: body as string, cookie }, true),
      ),
      runs(endpoint.runs),
    );
  });

  it("POST /api/upload/images with hostile text fields and non-image parts", async () => {
    const fields = formOf(["existingCount", "images"], { existingCount: fc.constantFrom("0", "10", "11", "-1", "1.5") });
    await fc.assert(fc.asyncProperty(fields, (form) => check(uploadAction, { url: "/api/upload/images", form, cookie }, true)), runs(60));
  });
});

describe("inputs the fuzzing once broke, kept as fixed examples", () => {
  it("a NUL byte in /buy's make and the search API's keyword is ignored, not a database error", async () => {
    expect((await fuzz(buyLoader, { url: "/buy?make=a%00b&zipCode=90210" })).status).toBeLessThan(400);
    expect((await fuzz(searchLoader, { url: "/api/vehicles/search?keyword=hon%00da&make=a%00b" }, true)).status).toBe(200);
  });

  it("a passkey id beyond the database's integers is a 404", async () => {
    expect((await fuzz(accountAction, { url: "/account", cookie, form: { intent: "delete-passkey", passkeyId: "9007199254740993" } })).status).toBe(404);
  });

  it("a draft's zip code cut in the middle of a character is saved without it", async () => {
    const outcome = await fuzz(sellAction, { url: "/sell?step=1", cookie, form: { zipCode: "𐀀𐀀𐀀", description: "a\u0000b", intent: "autosave" } });
    expect(outcome.status).toBe(200);
  });

  it("a NUL byte in a profile name is a 400 with the field's message", async () => {
    const outcome = await fuzz(accountAction, { url: "/account", cookie, form: { intent: "update-profile", firstName: "Ann\u0000", lastName: "B", email: "ann-nul@example.com" } });
    expect(outcome.status).toBe(400);
    expect(outcome.text).toContain("First name can't contain line breaks, tabs or other control characters");
  });
});
