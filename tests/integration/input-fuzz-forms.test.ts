// Property tests (helpers and the rules they hold: tests/support/input-fuzz.ts): every form
// action fed random and hostile fields, and the inputs the fuzzing once broke as fixed examples.
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
import { action as loginAction } from "~/routes/login";
import { action as vehicleAction } from "~/routes/vehicle";
import { action as accountAction } from "~/routes/account";
import { action as myListingsAction } from "~/routes/account-listings";
import { action as savedListingsAction } from "~/routes/account-saved";
import { action as sellAction } from "~/routes/sell";
import { action as editAction } from "~/routes/vehicle-edit";
import { check, cookie, formOf, fuzz, hostileText, ids, LISTING_FIELDS, listingExtras, prepareFuzzAccounts, realId, runs } from "../support/input-fuzz";
import type { RouteHandler } from "../support/route-calls";

beforeAll(prepareFuzzAccounts);

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
