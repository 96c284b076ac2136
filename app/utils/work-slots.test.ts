import { describe, expect, it } from "vitest";
import { WorkSlots } from "./work-slots";

const slots = (maxWaitMs = 60_000) => new WorkSlots({ running: 2, waiting: 1, maxWaitMs, busyMessage: "Busy.", retryAfterSeconds: 7 });
const busy = { status: 503, code: "server-busy", message: "Busy.", retryAfterSeconds: 7 };

describe("WorkSlots", () => {
  it("lets the fixed number in, lines up one more, and refuses the rest with a 503 and Retry-After", async () => {
    const g = slots();
    const first = await g.enter();
    await g.enter();
    let thirdIn = false;
    const third = g.enter().then((release) => ((thirdIn = true), release));
    expect(g.load).toEqual({ running: 2, waiting: 1 });
    await expect(g.enter()).rejects.toMatchObject(busy);

    first();
    first(); // a second call gives back nothing more
    const release = await third;
    expect(thirdIn).toBe(true);
    expect(g.load).toEqual({ running: 2, waiting: 0 });
    release();
    expect(g.load).toEqual({ running: 1, waiting: 0 });
  });

  it("refuses a caller that waited in line too long, and one whose request went away", async () => {
    const g = slots(20);
    await g.enter();
    await g.enter();
    await expect(g.enter()).rejects.toMatchObject(busy);
    const controller = new AbortController();
    const waiting = g.enter(controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject(busy);
    expect(g.load).toEqual({ running: 2, waiting: 0 });
  });

  it("gives the slot back however the task ends", async () => {
    const g = slots();
    await expect(g.run(async () => "done")).resolves.toBe("done");
    await expect(g.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(g.load).toEqual({ running: 0, waiting: 0 });
  });
});
