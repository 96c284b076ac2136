// Property tests (helpers and the rules they hold: tests/support/input-fuzz.ts): every JSON
// body and the upload form, fed random and hostile values; refusals never echo markup.
import fc from "fast-check";
import { beforeAll, describe, it, vi } from "vitest";

vi.hoisted(() => {
  // Sign-in and sign-up limits per address would turn most runs into 429s.
  process.env.SIGNIN_LIMIT_PER_IP = "1000000";
  process.env.SIGNUP_LIMIT_PER_IP = "1000000";
  process.env.SEARCH_EXPENSIVE_PER_MINUTE = "1000000";
});

import { action as userAction } from "~/routes/api/users/user";
import { action as vehicleApiAction } from "~/routes/api/vehicle";
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
import { check, cookie, formOf, ids, jsonBodyOf, LISTING_FIELDS, listingExtras, prepareFuzzAccounts, realId, runs } from "../support/input-fuzz";
import type { RouteHandler } from "../support/route-calls";

beforeAll(prepareFuzzAccounts);

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
