import { describe, expect, it, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { requestApp } from "../../tests/support/app-requests";

describe("/healthz", () => {
  it("answers 200 when the database answers", async () => {
    const response = await requestApp({ url: "/healthz" });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is down", async () => {
    // The server runs on this process's one database client: its probe fails as an unreachable database's does.
    const probe = vi.spyOn(prisma, "$queryRaw").mockRejectedValueOnce(new Error("Can't reach database server at 127.0.0.1:9"));
    try {
      const response = await requestApp({ url: "/healthz" });
      expect(probe).toHaveBeenCalled();
      expect(response.status).toBe(503);
      expect(JSON.parse(response.text)).toEqual({ status: "unavailable", database: "down" });
    } finally {
      probe.mockRestore();
    }
  });
});
