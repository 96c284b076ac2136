import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstMessages, issueMessages, keptText, parseFields, refusedFields } from "./field-messages";

const schema = z
  .object({
    name: z.string({ error: "Name is required" }).min(1, "Name is required").max(5, "Name is too long"),
    size: z.string().regex(/^\d+$/, "Size must be a number").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.name === "whole") ctx.addIssue({ code: "custom", path: [], message: "Not this one" });
  });

describe("parseFields", () => {
  it("parses a form or a query string through conform, each field by its first text value, as the schema writes it", () => {
    const form = new FormData();
    form.append("name", "ab");
    form.append("name", "second");
    form.append("size", new Blob(["12"]), "size.txt");
    const parsed = parseFields(form, schema);
    expect(parsed).toMatchObject({ status: "success", value: { name: "ab" } });
    // No coercion: an empty field is the empty string the schema sees, not a missing one.
    expect(parseFields(new URLSearchParams("name="), schema)).toMatchObject({ status: "error", error: { name: ["Name is required"] } });
  });

  it("reads only the schema's fields, so conform's reserved names in a URL are ignored", () => {
    const parsed = parseFields(new URLSearchParams("name=ok&__intent__=x&__state__={"), schema);
    expect(parsed.status).toBe("success");
  });
});

describe("field messages", () => {
  it("keeps each field's first message in the order the fields were refused, the whole input's under its name", () => {
    const parsed = parseFields(new URLSearchParams("name=toolong&size=x"), schema);
    expect(firstMessages(parsed.status === "error" ? parsed.error : null, "form")).toEqual({ name: "Name is too long", size: "Size must be a number" });
    expect(Object.keys(firstMessages({ size: ["b", "c"], "": ["whole"], name: null }, "query"))).toEqual(["size", "query"]);
  });

  it("reads back what a reply kept of a field: its text, or nothing", () => {
    const reply = parseFields(new URLSearchParams("name=toolong"), schema).reply();
    expect(keptText(reply, "name")).toBe("toolong");
    expect(keptText(reply, "size")).toBeUndefined();
    expect(keptText(null, "name")).toBeUndefined();
  });

  it("reads a zod error of input that is not a form by its top-level field", () => {
    const result = z.object({ photos: z.array(z.string()), name: z.string().min(2, "Too short") }).safeParse({ photos: [1], name: "a" });
    expect(issueMessages(result.error!.issues, "body")).toEqual({ photos: "Invalid input: expected string, received number", name: "Too short" });
    expect(issueMessages([{ path: [], message: "Send a name" }], "body")).toEqual({ body: "Send a name" });
  });

  it("turns field messages into a refused value: the first message and its field", () => {
    expect(refusedFields({ zipCode: "Please enter a valid zip code", priceMax: "Too high" })).toEqual({
      ok: false,
      error: "Please enter a valid zip code",
      field: "zipCode",
      fieldErrors: { zipCode: "Please enter a valid zip code", priceMax: "Too high" },
    });
  });
});
