import { describe, expect, it, vi } from "vitest";

describe("/healthz", () => {
  it("answers 200 when the database answers", async () => {
    const { loader } = await import("./healthz");
    const response = await loader();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is down", async () => {
    const saved = { url: process.env.DATABASE_URL, client: globalThis.__prisma };
    // Fresh modules with the database pointed at a port where nothing listens.
    vi.resetModules();
    globalThis.__prisma = undefined;
    process.env.DATABASE_URL = "postgresql://postgres:postgres@127.0.0.1:9/unreachable";
    try {
      const { loader } = await import("./healthz");
      const response = await loader();
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "unavailable", database: "down" });
      await (globalThis.__prisma as { $disconnect(): Promise<void> } | undefined)?.$disconnect();
    } finally {
      process.env.DATABASE_URL = saved.url;
      globalThis.__prisma = saved.client;
      vi.resetModules();
    }
  });
});
