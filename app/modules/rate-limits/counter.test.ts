// The shared counter under every hit()-based limit (sign-in, sign-up, resets, newsletter, relay
// budgets, uploads, descriptions, verification mails): one upsert, so parallel attempts each get
// their own count and exactly the limit is allowed.
import { describe, expect, it } from "vitest";
import { hit, peek } from "./counter.server";

describe("hit", () => {
  it("allows exactly the limit when 25 attempts arrive at once, each with its own count", async () => {
    const key = `test:parallel:${Date.now()}`;
    const rule = { name: "test_parallel", limit: 7, windowMs: 60_000 };
    const states = await Promise.all(Array.from({ length: 25 }, () => hit(key, rule)));
    expect(states.filter((s) => s.allowed)).toHaveLength(rule.limit);
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(states.filter((s) => !s.allowed).every((s) => s.retryAfterSeconds > 0 && s.retryAfterSeconds <= 60)).toBe(true);
    expect(await peek(key, rule)).toMatchObject({ allowed: false, count: 25 });
  });
});
