import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { isAppError } from "./app-error";

const refusedToStart = (settings: Record<string, string | undefined>) => {
  try {
    parseEnv(settings);
  } catch (error) {
    return isAppError(error, "invalid-environment");
  }
  return false;
};

const base = { DATABASE_URL: "postgresql://u:p@localhost:5432/db" };

describe("environment validation", () => {
  it("gives development working defaults", () => {
    const env = parseEnv({ ...base, NODE_ENV: "development" });
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_SECRET).toBeUndefined();
  });

  it("names the missing production secrets", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production" })).toThrow(/Missing production secret\(s\): SESSION_SECRET, APP_ORIGIN/);
  });

  it("requires the Stripe webhook secret when Stripe is on in production", () => {
    expect(() =>
      parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), APP_ORIGIN: "https://example.com", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk" }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it("rejects a short session secret in production", () => {
    expect(refusedToStart({ ...base, NODE_ENV: "production", SESSION_SECRET: "short", APP_ORIGIN: "https://example.com" })).toBe(true);
  });

  it("rejects a malformed database URL and a bad port", () => {
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ...base, PORT: "99999" })).toThrow(/PORT/);
  });

  it("refuses to start production without payment keys, unless test payments are explicitly allowed", () => {
    const production = { ...base, NODE_ENV: "production", SESSION_SECRET: "s".repeat(64), APP_ORIGIN: "https://ridemarket.example" };
    expect(() => parseEnv(production)).toThrow(/STRIPE_SECRET_KEY is not set.*ALLOW_TEST_PAYMENTS=1/);
    expect(refusedToStart({ ...production, ALLOW_TEST_PAYMENTS: "0" })).toBe(true);
    expect(() => parseEnv({ ...production, ALLOW_TEST_PAYMENTS: "yes please" })).toThrow(/ALLOW_TEST_PAYMENTS must be/);
    expect(parseEnv({ ...production, ALLOW_TEST_PAYMENTS: "1" }).ALLOW_TEST_PAYMENTS).toBe(true);
    const stripe = { STRIPE_SECRET_KEY: "sk_live_x", STRIPE_PUBLISHABLE_KEY: "pk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(parseEnv({ ...production, ...stripe }).ALLOW_TEST_PAYMENTS).toBe(false);
    // Development keeps its working default: the local provider without any setting.
    expect(parseEnv({ ...base, NODE_ENV: "development" }).ALLOW_TEST_PAYMENTS).toBe(false);
  });

  it("accepts a complete production configuration", () => {
    const env = parseEnv({ ...base, NODE_ENV: "production", SESSION_SECRET: "s".repeat(64), APP_ORIGIN: "https://ridemarket.example", PORT: "8080", ALLOW_TEST_PAYMENTS: "1" });
    expect(env.PORT).toBe(8080);
    expect(env.SHUTDOWN_TIMEOUT_MS).toBe(25_000);
  });

  it("sends mail to the outbox by default and checks the mail settings", () => {
    const env = parseEnv(base);
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe("RideMarket <no-reply@ridemarket.example>");
    expect(env.JOB_WORKER).toBe(true);
    expect(parseEnv({ ...base, MAIL_FROM: "", SMTP_URL: "" }).MAIL_FROM).toBe("RideMarket <no-reply@ridemarket.example>");
    expect(parseEnv({ ...base, MAIL_FROM: "hello@example.com", JOB_WORKER: "0" })).toMatchObject({ MAIL_FROM: "hello@example.com", JOB_WORKER: false });
    expect(parseEnv({ ...base, SMTP_URL: "smtps://u:p@smtp.example.com:465" }).SMTP_URL).toBe("smtps://u:p@smtp.example.com:465");
    expect(() => parseEnv({ ...base, MAIL_FROM: "RideMarket <not an address>" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ ...base, SMTP_URL: "http://smtp.example.com" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ...base, JOB_WORKER: "sometimes" })).toThrow(/JOB_WORKER/);
  });

  it("reads DATABASE_REPLICA_URLS as a list and REPLICA_MAX_LAG_SECONDS with a default", () => {
    expect(parseEnv(base).DATABASE_REPLICA_URLS).toEqual([]);
    expect(parseEnv({ ...base, DATABASE_REPLICA_URLS: "" }).DATABASE_REPLICA_URLS).toEqual([]);
    const env = parseEnv({ ...base, DATABASE_REPLICA_URLS: " postgresql://u:p@r1:5432/db, postgres://u:p@r2/db,", REPLICA_MAX_LAG_SECONDS: "" });
    expect(env.DATABASE_REPLICA_URLS).toEqual(["postgresql://u:p@r1:5432/db", "postgres://u:p@r2/db"]);
    expect(env.REPLICA_MAX_LAG_SECONDS).toBe(10);
    expect(parseEnv({ ...base, REPLICA_MAX_LAG_SECONDS: "2.5" }).REPLICA_MAX_LAG_SECONDS).toBe(2.5);
  });

  it("refuses to start with a replica URL that is not postgres:// or a lag bound that is not positive", () => {
    expect(refusedToStart({ ...base, DATABASE_REPLICA_URLS: "postgresql://u:p@r1/db,mysql://r2/db" })).toBe(true);
    expect(refusedToStart({ ...base, DATABASE_REPLICA_URLS: "not a url" })).toBe(true);
    expect(refusedToStart({ ...base, REPLICA_MAX_LAG_SECONDS: "0" })).toBe(true);
    expect(refusedToStart({ ...base, REPLICA_MAX_LAG_SECONDS: "soon" })).toBe(true);
  });

  it("lets fetches reach only the loopback host:port pairs FETCH_TEST_LOOPBACK names, and nothing by default", () => {
    expect(parseEnv(base).FETCH_TEST_LOOPBACK).toEqual([]);
    expect(parseEnv({ ...base, FETCH_TEST_LOOPBACK: "127.0.0.1:4010, localhost:4011,[::1]:4012" }).FETCH_TEST_LOOPBACK).toEqual([
      { host: "127.0.0.1", port: 4010 },
      { host: "localhost", port: 4011 },
      { host: "[::1]", port: 4012 },
    ]);
    for (const refused of ["10.0.0.1:80", "169.254.169.254:80", "example.com:443", "127.0.0.1", "localhost:0", "localhost:70000", "127.0.0.2:80"]) {
      expect(() => parseEnv({ ...base, FETCH_TEST_LOOPBACK: refused }), refused).toThrow(/FETCH_TEST_LOOPBACK/);
    }
  });
});
