import { describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { action } from "./register";

function register(body: Record<string, unknown>) {
  const request = new Request("http://localhost/api/auth/register", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
  return action({ request, params: {}, context: {} } as never) as Promise<Response>;
}

describe("POST /api/auth/register", () => {
  it("takes the spec's body (email, password, firstName, lastName, phone, city, state) without a confirmation", async () => {
    const email = `spec-body-${Date.now()}@example.com`;
    const answer = await register({ email, password: "juniper-ridge-84", firstName: "Morgan", lastName: "Lake", phone: "555-010-2030", city: "Boise", state: "ID" });
    expect(answer.status).toBe(201);
    expect((await answer.json()).user).toMatchObject({ email, firstName: "Morgan", lastName: "Lake" });
    expect(answer.headers.get("Set-Cookie")).toMatch(/HttpOnly/i);
    expect(await prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ city: "Boise", state: "ID", phone: "555-010-2030" });
  });

  it("still refuses a confirmation that does not match, when one is sent", async () => {
    const email = `mismatch-${Date.now()}@example.com`;
    const answer = await register({ email, password: "juniper-ridge-84", confirmPassword: "juniper-ridge-85", firstName: "Morgan", lastName: "Lake" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: "Passwords don't match" });
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  });
});
