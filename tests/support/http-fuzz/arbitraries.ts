// The random requests: a route's path with odd segments, a query, a method, headers and a body.
import fc from "fast-check";
import { routePatterns } from "./routes";
import type { FuzzContext, FuzzRequest } from "./types";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PURGE", "LOCK", "MKCOL", "REPORT", "SEARCH", "LINK"] as const;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const PERCENT_SEQUENCES = ["%", "%%", "%1", "%ZZ", "%E0%A4%A", "%2e%2e", "%2E", "%00", "%2F", "%5C", "%C0%AF", "%FF", "%25", "%0A", "%0D%0A", "%E2%80%AE", "%F0%9F%98%80", "%u0041", "..", ".", "%20"];
const SAFE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@";
const hex2 = (n: number) => n.toString(16).toUpperCase().padStart(2, "0");

/**
 * One path segment: letters, percent sequences valid and broken, and any byte percent-encoded.
 * Raw bytes above 0x7F are not sent: Node's HTTP parser refuses them (400, no headers) before
 * the app sees the request.
 */
const segmentArb = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...SAFE_CHARS) },
      { weight: 3, arbitrary: fc.constantFrom(...PERCENT_SEQUENCES) },
      { weight: 2, arbitrary: fc.integer({ min: 0, max: 255 }).map((b) => `%${hex2(b)}`) },
    ),
    { minLength: 0, maxLength: 12 },
  )
  .map((parts) => parts.join(""));

const numberLike = fc.oneof(
  fc.integer({ min: -5, max: 3000 }).map(String),
  fc.constantFrom("0", "-1", "1.5", "1e309", "NaN", "Infinity", "0x10", "99999999999999999999", "2147483648", "+1", "1;", "[]", "null"),
);

function paramArb(name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const known: Record<string, string[]> = {
    id: [ctx.ownUserId, ctx.otherUserId, ctx.ownVehicleId, ctx.otherVehicleId].map(String),
    vehicleId: [ctx.ownVehicleId, ctx.otherVehicleId].map(String),
    listingId: [ctx.ownListingId, ctx.otherListingId].map(String),
    slug: [ctx.researchSlug],
    status: ["active", "sold", "pending", "drafts", "expired", "all"],
  };
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...(known[name] ?? ["1"])) },
    { weight: 2, arbitrary: numberLike },
    { weight: 3, arbitrary: segmentArb },
  );
}

function pathArb(pattern: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const segments = pattern.split("/").filter(Boolean);
  const parts = segments.map((s) => {
    if (s.startsWith(":")) return paramArb(s.slice(1), ctx);
    if (s === "*") {
      const known = ctx.mediaPath.replace(/^\/media\//, "");
      return fc.oneof(fc.constant(known), fc.array(segmentArb, { maxLength: 3 }).map((a) => a.join("/")));
    }
    return fc.oneof({ weight: 12, arbitrary: fc.constant(s) }, { weight: 1, arbitrary: fc.constantFrom(s.toUpperCase(), `${s}%2e`, `${s}/`, `${s}%00`, `${s};x`) });
  });
  const isPage = !pattern.startsWith("/api") && !pattern.startsWith("/assets");
  const suffixes = fc.oneof(
    { weight: 10, arbitrary: fc.constant("") },
    { weight: isPage ? 5 : 1, arbitrary: fc.constant(".data") },
    { weight: 1, arbitrary: fc.constantFrom("/", "//", "/..", "/%2e%2e/", "/.data") },
    { weight: 1, arbitrary: segmentArb.map((s) => `/${s}`) },
  );
  return fc.tuple(fc.tuple(...parts), suffixes).map(([values, suffix]) => {
    const path = `/${values.join("/")}`;
    if (suffix === ".data") return path === "/" ? "/_root.data" : `${path}.data`;
    return `${path}${suffix}`;
  });
}

const DASH_RUNS = ["-".repeat(40), "+-".repeat(40), "%20-".repeat(40), "%22-%22".repeat(20)];
// The first entry of each list is the plainest: shrinking moves towards it.
const TRICKY_VALUES = [
  "",
  ...DASH_RUNS,
  "%2F..%2F%2Fevil.example%2Fphish",
  "//evil.example",
  "/.//x",
  "javascript:alert(1)",
  "%3Cscript%3E",
  "'",
  "%22",
];
/** Query parameters the routes read, with values that reach their edges (the worst-case search among them). */
const QUERY_VALUES: Record<string, string[]> = {
  page: ["1", "1000", "0", "99999999"],
  keyword: ["honda", ...DASH_RUNS, "zebrastripe", "%22honda%22", "-honda", "or", "!", "&|:*"],
  zipCode: ["99950", "99501", "00000", "abcde", "9950"],
  radius: ["500", "25", "10000", "-5"],
  sortBy: ["nearest", "price_low", "price_high", "newest", "mileage_low", "bogus"],
  limit: ["100", "12", "0", "1000000"],
  type: ["dirtbike", "boat", "camper", "rv", "utv", "nope"],
  make: ["Honda", "Yamaha", "%00"],
  priceMin: ["5000", "-1"],
  priceMax: ["40000", "1e309"],
  yearMin: ["2015", "0"],
  yearMax: ["2020", "99999"],
  redirect: ["/account", "%2F..%2F%2Fevil.example%2Fphish", "//evil.example", "/.//x", "/%2e%2e//x", "https://evil.example"],
  tab: ["signup", "login", "listings", "saved", "drafts"],
  step: ["1", "2", "3", "4", "5", "9", "-1"],
  status: ["active", "sold", "pending", "drafts"],
  draft: ["1", "abc"],
  payment_intent: ["pi_123", "pi_x'"],
};
const SEARCH_KEYS = ["page", "keyword", "zipCode", "radius", "sortBy", "limit", "type", "make", "priceMin", "priceMax", "yearMin", "yearMax"];
/** The query parameters each route reads; other keys are still tried, less often. */
const ROUTE_QUERY_KEYS: Record<string, string[]> = {
  "/buy": SEARCH_KEYS,
  "/api/vehicles/search": SEARCH_KEYS,
  "/login": ["redirect", "tab"],
  "/sell": ["step", "draft"],
  "/account": ["tab"],
  "/payment-success": ["payment_intent", "redirect"],
  "/research": ["page"],
};
/** Whole queries at the search's known edges: keywords of many dashes, deep pages sorted by distance. */
const SEARCH_EDGE_QUERIES = [
  ...DASH_RUNS.map((run) => `?keyword=${run}`),
  "?zipCode=99950&sortBy=nearest&page=1000&limit=100",
  "?zipCode=99950&sortBy=nearest&page=1000&limit=100&radius=500&keyword=honda",
];

function queryPairArb(pattern: string) {
  const keyArb = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(ROUTE_QUERY_KEYS[pattern] ?? Object.keys(QUERY_VALUES))) }, { weight: 1, arbitrary: fc.constantFrom(...Object.keys(QUERY_VALUES)) });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: keyArb.chain((key) =>
        fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_VALUES[key]!) }, { weight: 1, arbitrary: fc.constantFrom(...TRICKY_VALUES) }, { weight: 1, arbitrary: numberLike }, { weight: 1, arbitrary: segmentArb }).map((v) => [key, v] as const),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(segmentArb, fc.oneof(segmentArb, fc.constantFrom(...TRICKY_VALUES))) },
  );
}

function queryArb(pattern: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 5, arbitrary: fc.array(queryPairArb(pattern), { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`) },
    { weight: 1, arbitrary: segmentArb.map((s) => `?${s}`) },
    { weight: ROUTE_QUERY_KEYS[pattern] === SEARCH_KEYS ? 3 : 0, arbitrary: fc.constantFrom(...SEARCH_EDGE_QUERIES) },
  );
}

const FORM_FIELDS = ["intent", "email", "password", "confirmPassword", "currentPassword", "newPassword", "confirmNewPassword", "firstName", "lastName", "phone", "city", "state", "redirect", "step", "vehicleId", "listingId", "price", "description", "images", "zipCode", "passkeyId", "packageId", "paymentIntentId", "vehicleTypeId", "vehicleMakeId", "vehicleModelId", "year", "mileage", "vehicleConditionId", "draftId"];
const FORM_VALUES = ["update-profile", "change-password", "delete-passkey", "mark-sold", "mark-active", "delete-listing", "unsave", "renew", "dev-login", "signup", "login", "save", "next", "back", "publish", "a@b.c", "x".repeat(300)];
const fieldValueArb = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FORM_VALUES, ...TRICKY_VALUES) }, { weight: 2, arbitrary: numberLike }, { weight: 2, arbitrary: fc.string({ maxLength: 40, unit: "binary" }) });
const fieldsArb = fc.array(fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...FORM_FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }), fieldValueArb), { maxLength: 8 });
/** Random bytes as a latin1 string: every byte value 0–255 goes on the wire unchanged. */
const bytesArb = (max: number) => fc.uint8Array({ maxLength: max }).map((a) => Buffer.from(a).toString("latin1"));
const utf8 = (s: string) => Buffer.from(s, "utf8").toString("latin1");

const encodeForm = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");

function multipart(boundary: string, pairs: [string, string][], file: string | null) {
  const parts = pairs.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "")}"\r\n\r\n${v}\r\n`);
  if (file !== null) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${file}\r\n`);
  return `${parts.join("")}--${boundary}--\r\n`;
}

interface Payload {
  contentType: string | null;
  body: string | null;
}

const payloadArb: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ contentType: null, body: null }) },
  { weight: 1, arbitrary: bytesArb(256).map((body) => ({ contentType: null, body })) },
  {
    weight: 5,
    arbitrary: fc.oneof(fieldsArb.map((f) => utf8(encodeForm(f))), bytesArb(256), fc.constantFrom("%", "a=%E0%A4%A", "=&=&", "a=1&a=2&a[]=3", "%00=%00")).map((body) => ({
      contentType: "application/x-www-form-urlencoded",
      body,
    })),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(fieldsArb, fc.option(bytesArb(128)), fc.constantFrom("good", "other boundary", "no boundary", "truncated", "empty", "quoted boundary")).map(([fields, file, shape]) => {
      const boundary = "----fuzz7MA4YWxkTrZu0gW";
      const good = utf8(multipart(boundary, fields, file));
      switch (shape) {
        case "good":
          return { contentType: `multipart/form-data; boundary=${boundary}`, body: good };
        case "other boundary":
          return { contentType: "multipart/form-data; boundary=somethingelse", body: good };
        case "no boundary":
          return { contentType: "multipart/form-data", body: good };
        case "truncated":
          return { contentType: `multipart/form-data; boundary=${boundary}`, body: good.slice(0, Math.max(0, good.length - 10)) };
        case "empty":
          return { contentType: `multipart/form-data; boundary=${boundary}`, body: "" };
        default:
          return { contentType: `multipart/form-data; boundary="${boundary}"; boundary=x`, body: `--x\r\n${good}` };
      }
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .oneof(
        fc.json({ maxDepth: 3 }),
        fc.dictionary(fc.constantFrom(...FORM_FIELDS), fc.oneof(fieldValueArb, fc.jsonValue({ maxDepth: 2 }))).map((o) => JSON.stringify(o)),
        fc.constantFrom("{", "[", '{"email":', "nul", '"\\ud800"', "1e999999", "[".repeat(5000)),
      )
      .map((body) => ({ contentType: "application/json", body: utf8(body) })),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }).map((s) => ({ contentType: "text/plain;charset=UTF-8", body: utf8(s) })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("foo/bar", "application/x-www-form-urlencoded; charset=utf-7", ";;;", "multipart/form-data; boundary=", "application/json; charset=latin1", "*/*", "text/html", "application/octet-stream", "image/jpeg"), bytesArb(256))
      .map(([contentType, body]) => ({ contentType, body })),
  },
  // A few larger bodies (300 KB) of a form, so limits and parsers see more than one chunk.
  { weight: 1, arbitrary: fc.constantFrom("application/x-www-form-urlencoded", "application/json", "text/plain").map((contentType) => ({ contentType, body: contentType === "application/json" ? `{"a":"${"x".repeat(300_000)}"}` : `a=${"x".repeat(300_000)}` })) },
);

const EVIL = "https://evil.example";

export function requestArb(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const target = (pattern: string, path: fc.Arbitrary<string>) => fc.tuple(path, queryArb(pattern)).map(([p, q]) => ({ pattern, path: `${p}${q}` }));
  const byPattern = routePatterns().map((pattern) => target(pattern, pathArb(pattern, ctx)));
  // Paths no route names reach the catch-all and the static file handler.
  byPattern.push(target("*", fc.array(segmentArb, { minLength: 1, maxLength: 3 }).map((s) => `/${s.join("/")}`)));
  byPattern.push(target("/assets/*", segmentArb.map((s) => `/assets/${s}`)));
  const methodArb = fc.oneof({ weight: 6, arbitrary: fc.constantFrom("GET", "POST") }, { weight: 4, arbitrary: fc.constantFrom(...METHODS) });
  const siteArb = fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({ Origin: ctx.origin, "Sec-Fetch-Site": "same-origin" }) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ Origin: EVIL, "Sec-Fetch-Site": "cross-site" }) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ Origin: "null" }) },
  );
  const acceptArb = fc.constantFrom(null, "text/html", "application/json", "*/*", "text/x-script");
  return fc
    .record({
      target: fc.oneof(...byPattern),
      method: methodArb,
      payload: payloadArb,
      site: siteArb,
      accept: acceptArb,
      chunked: fc.boolean(),
      signedIn: fc.boolean(),
    })
    .map(({ target, method, payload, site, accept, chunked, signedIn }) => {
      const headers: Record<string, string> = {};
      if (!SAFE_METHODS.has(method)) Object.assign(headers, site);
      if (accept) headers.Accept = accept;
      if (payload.contentType) headers["Content-Type"] = payload.contentType;
      return { pattern: target.pattern, method, path: target.path, headers, body: payload.body, chunked: chunked && payload.body !== null, signedIn };
    });
}
