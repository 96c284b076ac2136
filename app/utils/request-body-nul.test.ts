import { describe, expect, it } from "vitest";
import { readForm, UNREADABLE_FORM_MESSAGE } from "./form-body.server";
import { BodyError, readJsonObject } from "./json-body.server";

const post = (body: BodyInit, type: string) => new Request("http://localhost/x", { method: "POST", body, headers: { "Content-Type": type } });

describe("NUL characters never reach the database", () => {
  it("a form value or name with a NUL is a 400", async () => {
    for (const body of ["description=ok%00then", "a%00b=1"]) {
      const refused = await readForm(post(body, "application/x-www-form-urlencoded")).catch((e: unknown) => e);
      expect(refused).toMatchObject({ data: UNREADABLE_FORM_MESSAGE, init: { status: 400 } });
    }
    const form = await readForm(post("description=plain+text", "application/x-www-form-urlencoded"));
    expect(form.get("description")).toBe("plain text");
  });

  it("a JSON string, key or nested value with a NUL is a 400", async () => {
    for (const body of ['{"description":"a\\u0000b"}', '{"a\\u0000":1}', '{"photos":[{"alt":"\\u0000"}]}']) {
      const refused = await readJsonObject(post(body, "application/json")).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(BodyError);
      expect((refused as BodyError).status).toBe(400);
    }
    expect(await readJsonObject(post('{"description":"a\\\\u0000b"}', "application/json"))).toEqual({ description: "a\\u0000b" });
  });
});
