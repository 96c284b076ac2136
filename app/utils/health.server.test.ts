import { afterEach, describe, expect, it } from "vitest";
import { DatabaseHeartbeat, healthReport, stopHealthChecks } from "./health.server";
import { prisma } from "./db.server";

const beats: DatabaseHeartbeat[] = [];
const heartbeat = (url: string, options: ConstructorParameters<typeof DatabaseHeartbeat>[1]) => {
  const beat = new DatabaseHeartbeat(url, options);
  beats.push(beat);
  return beat;
};

afterEach(async () => {
  await Promise.all(beats.splice(0).map((beat) => beat.stop()));
  await stopHealthChecks();
});

describe("the health check", () => {
  it("says 200 while the database answers, even with every pooled connection taken", async () => {
    // Ten transactions hold the app's whole pool open; the check has a connection of its own.
    let releaseAll = () => {};
    const released = new Promise<void>((resolve) => (releaseAll = resolve));
    let opened = 0;
    let allOpen = () => {};
    const ready = new Promise<void>((resolve) => (allOpen = resolve));
    const holders = Array.from({ length: 10 }, () =>
      prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1`;
          if (++opened === 10) allOpen();
          await released;
        },
        { timeout: 30_000, maxWait: 30_000 },
      ),
    );
    await ready;
    try {
      const report = await healthReport();
      expect(report).toEqual({ status: 200, body: { status: "ok", database: "up" } });
    } finally {
      releaseAll();
      await Promise.all(holders);
    }
  });

  it("says the database is down when it cannot be reached, within the ping's timeout", async () => {
    const beat = heartbeat("postgresql://postgres:postgres@127.0.0.1:9/none", { timeoutMs: 500 });
    const started = Date.now();
    await beat.start();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(beat.databaseUp).toBe(false);
  });

  it("counts the database up only while its last answer is recent and nothing failed since", async () => {
    let now = 1_000_000;
    const beat = heartbeat(process.env.DATABASE_URL!, { everyMs: 60_000, upWithinMs: 3000, now: () => now });
    await beat.start();
    expect(beat.databaseUp).toBe(true);
    now += 2999;
    expect(beat.databaseUp).toBe(true);
    now += 2;
    expect(beat.databaseUp, "no beat answered for over 3 s").toBe(false);
    await beat.beat();
    expect(beat.databaseUp).toBe(true);
  });
});
