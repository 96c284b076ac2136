import { describe, expect, it } from "vitest";
import { readJsonObject } from "./json-body.server";

const post = (body: BodyInit, type: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": type } });

// Forms check NUL characters field by field, with the field's message (tests/integration/input-fuzz-forms.test.ts).
describe("NUL characters in JSON never reach the database", () => {
  it("a JSON string, key or nested value with a NUL is a 400", async () => {
    for (const body of ['{"description":"a\\u0000b"}', '{"a\\u0000":1}', '{"photos":[{"alt":"\\u0000"}]}']) {
      const refused = await readJsonObject(post(body, "application/json")).catch((e: unknown) => e);
      expect(refused).toMatchObject({ code: "unreadable-body", status: 400 });
    }
    expect(await readJsonObject(post('{"description":"a\\\\u0000b"}', "application/json"))).toEqual({ description: "a\\u0000b" });
  });
});
