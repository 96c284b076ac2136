// Random HTTP requests over every route in app/routes.ts, sent raw to the production server,
// and the checks every answer must pass: no 5xx, no stack or framework detail, the security
// headers, and no change to the main tables when the request is refused. Shared by the
// browser-stage spec (tests/e2e/fuzz.spec.ts: fixed seed, bounded count) and `npm run fuzz`.
export { METHODS, requestArb } from "./http-fuzz/arbitraries";
export { GUARDED_TABLES, LEAKS, REQUIRED_HEADERS, checkAnswer, rowCounts } from "./http-fuzz/oracles";
export type { RowCounts } from "./http-fuzz/oracles";
export { loadContext, prepareFuzz } from "./http-fuzz/prepare";
export type { PreparedFuzz } from "./http-fuzz/prepare";
export { describeRequest, formatFailures } from "./http-fuzz/report";
export { routePatterns } from "./http-fuzz/routes";
export { runFuzz } from "./http-fuzz/runner";
export type { FuzzOptions } from "./http-fuzz/runner";
export { send } from "./http-fuzz/send";
export type { Answer, FailureClass, FuzzContext, FuzzRequest, FuzzSummary, Problem } from "./http-fuzz/types";
