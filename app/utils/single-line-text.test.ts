// Single-line fields refuse control characters with the field's message, in the schemas every
// form and API parses with; multi-line fields keep their line breaks.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { profileSchema, signUpSchema } from "~/modules/accounts/schemas";
import { saveSearchSchema } from "~/modules/saved-searches/schema";
import { parseSearchParams } from "~/modules/search/filters";
import { messageSchema } from "~/modules/conversations/message-schema";
import { descriptionPhotosSchema } from "~/modules/seller-listings/listing-schema";
import { createUser } from "../../tests/support/fixtures";
import { requestApp, sessionCookieFor } from "../../tests/support/app-requests";
import { singleLineMessage } from "./single-line-text";
import { firstMessages } from "./field-messages";

const CONTROL = ["\r\n", "\n", "\r", "\t", "\u0000", "\u0007", "\u001b", "\u007f", "\u0085", "\u009b", "\u2028", "\u2029"];
/** Each field's first message, the one the form shows. */
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join(".")] ??= issue.message;
  return first;
};

describe("the schemas", () => {
  it.each(CONTROL.map((c) => [JSON.stringify(c), c]))("refuse %s inside a first name, last name, city, phone and saved-search name", (_, c) => {
    const profile = profileSchema.safeParse({ firstName: `Ann${c}Bcc: x@evil.example`, lastName: `B${c}b`, email: "ann@example.com", city: `Boi${c}se`, phone: `555${c}2013344` });
    expect(errorsOf(profile)).toMatchObject({
      firstName: singleLineMessage("First name"),
      lastName: singleLineMessage("Last name"),
      city: singleLineMessage("City"),
      phone: singleLineMessage("Phone number"),
    });
    expect(errorsOf(saveSearchSchema.safeParse({ query: "", name: `Hondas${c}Bcc: x@evil.example` }))).toEqual({ name: singleLineMessage("Name") });
  });

  it("say so in plain words", () => {
    expect(singleLineMessage("First name")).toBe("First name can't contain line breaks, tabs or other control characters");
  });

  it("let ordinary names through, accents, apostrophes and emoji included", () => {
    expect(profileSchema.safeParse({ firstName: "Zoë-Anne", lastName: "O'Brien 🏍", email: "z@example.com", city: "São Paulo" }).success).toBe(true);
    expect(signUpSchema.safeParse({ firstName: "  Ann ", lastName: "Lee", email: "a@example.com", password: "gravel-trail-42", confirmPassword: "gravel-trail-42" }).success).toBe(true);
  });

  it("refuse a line break in a search's make, model or keyword (the default name of a saved search is made of them)", () => {
    for (const field of ["make", "model", "keyword"]) {
      const parsed = parseSearchParams(new URLSearchParams({ [field]: "Hon\r\nda" }));
      expect(parsed.ok === false && parsed.fieldErrors[field], field).toBe(singleLineMessage(field[0]!.toUpperCase() + field.slice(1)));
    }
  });

  it("keep line breaks in multi-line fields: messages and descriptions", () => {
    expect(messageSchema.parse({ message: "Hi,\r\nis it still for sale?\n\nThanks" }).message).toContain("\n\n");
    const description = "Runs well.\nNew tires.\n\tService records included, always garaged.";
    expect(descriptionPhotosSchema.parse({ description, images: [] }).description).toBe(description);
  });
});

describe("the forms and the API", () => {
  let cookie = "";
  beforeAll(async () => {
    const user = await createUser(prisma);
    cookie = await sessionCookieFor(user.id);
  });

  it("refuse a CR/LF first name on /account with the message at the field, saving nothing", async () => {
    const outcome = await requestApp({ url: "/account", cookie, form: { intent: "update-profile", firstName: "Ann\r\nBcc: x@evil.example", lastName: "B", email: `ann-${Date.now()}@example.com` } });
    expect(outcome.status).toBe(400);
    expect(outcome.text).toContain(singleLineMessage("First name"));
    expect(await prisma.user.count({ where: { firstName: { contains: "\n" } } })).toBe(0);
  });

  it("refuse a CR/LF saved-search name from the /buy form and the API", async () => {
    const form = await requestApp({ url: "/buy?type=boat", method: "POST", cookie, form: { intent: "save-search", query: "?type=boat", name: "Boats\r\nBcc: x@evil.example", frequency: "daily" } });
    expect(form.status).toBe(400);
    expect(firstMessages(JSON.parse(form.text).result.error, "form").name).toBe(singleLineMessage("Name"));
    const api = await requestApp({ url: "/api/saved-searches", cookie, json: { query: "?type=rv", name: "RVs\nBcc: x@evil.example" } });
    expect(api.status).toBe(400);
    expect(api.text).toContain(singleLineMessage("Name"));
    // Nor through the default name, made of the search's own words.
    const unnamed = await requestApp({ url: "/api/saved-searches", cookie, json: { query: "?type=atv&make=Hon%0D%0ABcc:%20x" } });
    expect(unnamed.status).toBe(400);
    expect(await prisma.savedSearch.count({ where: { name: { contains: "\n" } } })).toBe(0);
  });
});
