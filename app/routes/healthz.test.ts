import { afterEach, describe, expect, it } from "vitest";
import { DatabaseHeartbeat, stopHealthChecks } from "~/utils/health.server";
import { requestApp } from "../../tests/support/app-requests";

afterEach(() => stopHealthChecks());

describe("/healthz", () => {
  it("answers 200 when the database answers", async () => {
    const response = await requestApp({ url: "/healthz" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(JSON.parse(response.text)).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is down", async () => {
    // The process's heartbeat pings a database that is not there, as it would during an outage.
    await stopHealthChecks();
    globalThis.__healthBeat = new DatabaseHeartbeat("postgresql://postgres:postgres@127.0.0.1:9/none", { timeoutMs: 500 });
    const response = await requestApp({ url: "/healthz" });
    expect(response.status).toBe(503);
    expect(JSON.parse(response.text)).toEqual({ status: "unavailable", database: "down" });
  });
});
