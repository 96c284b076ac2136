// Property tests (helpers and the rules they hold: tests/support/input-fuzz.ts): the search API
// and the page loaders that read the URL, fed random and hostile query strings and params.
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  // Sign-in and sign-up limits per address would turn most runs into 429s.
  process.env.SIGNIN_LIMIT_PER_IP = "1000000";
  process.env.SIGNUP_LIMIT_PER_IP = "1000000";
  process.env.SEARCH_EXPENSIVE_PER_MINUTE = "1000000";
});

import { loader as searchLoader } from "~/routes/api/vehicles-search";
import { loader as buyLoader } from "~/routes/buy";
import { loader as landingLoader } from "~/routes/buy-landing";
import { loader as loginLoader } from "~/routes/login";
import { loader as vehicleLoader } from "~/routes/vehicle";
import { loader as accountLoader } from "~/routes/account";
import { loader as sellLoader } from "~/routes/sell";
import { loader as editLoader } from "~/routes/vehicle-edit";
import { loader as vehicleApiLoader } from "~/routes/api/vehicle";
import { check, cookie, fuzz, hostileText, prepareFuzzAccounts, queryOf, runs, SEARCH_KEYS, searchExtras } from "../support/input-fuzz";

beforeAll(prepareFuzzAccounts);

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
