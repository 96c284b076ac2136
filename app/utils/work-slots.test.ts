import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { WorkSlots } from "./work-slots";

const slots = (maxWaitMs = 60_000) => new WorkSlots({ running: 2, waiting: 1, maxWaitMs }, () => new AppError("Busy.", { status: 503, code: "server-busy", retryAfterSeconds: 7 }));
class Busy extends Error {}


/** A task the test finishes by hand, noting how many of its kind ran at once. */
function heldTasks() {
  let now = 0;
  let peak = 0;
  const releases: (() => void)[] = [];
  const task = () =>
    new Promise<string>((resolve) => {
      now++;
      peak = Math.max(peak, now);
      releases.push(() => {
        now--;
        resolve("done");
      });
    });
  return { task, releaseAll: () => releases.splice(0).forEach((r) => r()), started: () => releases.length, peak: () => peak };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
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


describe("WorkSlots with many tasks", () => {
  it("runs at most the limit at once; the rest wait their turn and all finish", async () => {
    const gate = new WorkSlots({ running: 2, waiting: 10, maxWaitMs: 60_000 }, () => new Busy());
    const held = heldTasks();
    const results = Array.from({ length: 8 }, () => gate.run(held.task));
    await settle();
    expect(held.started()).toBe(2);
    expect(gate.load).toEqual({ running: 2, waiting: 6 });
    while (gate.load.running > 0) {
      held.releaseAll();
      await settle();
    }
    expect(await Promise.all(results)).toEqual(Array(8).fill("done"));
    expect(held.peak()).toBe(2);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("follows a limit that changes: after it falls, a freed slot lets nobody in until the holders are under it", async () => {
    const limits = { running: 3, waiting: 10, maxWaitMs: 60_000 };
    const gate = new WorkSlots(limits, () => new Busy());
    const releases = await Promise.all([gate.enter(), gate.enter(), gate.enter()]);
    const waiting = [gate.enter(), gate.enter()];
    limits.running = 1;
    releases[0]!();
    releases[1]!();
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    releases[2]!();
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 1 });
    limits.running = 3;
    (await waiting[0]!)();
    await settle();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    (await waiting[1]!)();
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses at once past the queue's length, and takes work again once a slot frees", async () => {
    const gate = new WorkSlots({ running: 1, waiting: 2, maxWaitMs: 60_000 }, () => new Busy());
    const held = heldTasks();
    const admitted = [gate.run(held.task), gate.run(held.task), gate.run(held.task)];
    await expect(gate.run(held.task)).rejects.toBeInstanceOf(Busy);
    while (gate.load.running > 0) {
      held.releaseAll();
      await settle();
    }
    await Promise.all(admitted);
    const again = gate.run(held.task);
    await settle();
    held.releaseAll();
    expect(await again).toBe("done");
  });

  it("refuses a task that waited too long, and the slot still passes to the next", async () => {
    const gate = new WorkSlots({ running: 1, waiting: 5, maxWaitMs: 20 }, () => new Busy());
    const held = heldTasks();
    const first = gate.run(held.task);
    await expect(gate.run(held.task)).rejects.toBeInstanceOf(Busy);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    held.releaseAll();
    await first;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it("gives the slot back when a task fails", async () => {
    const gate = new WorkSlots({ running: 1, waiting: 0, maxWaitMs: 10 }, () => new Busy());
    await expect(gate.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("says when the last slot is given back and nobody waits, once per burst", async () => {
    let idle = 0;
    const gate = new WorkSlots({ running: 2, waiting: 5, maxWaitMs: 10_000 }, () => new Busy(), () => idle++);
    const held = heldTasks();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const burst = [gate.run(held.task), gate.run(held.task), gate.run(held.task)];
    expect(gate.load).toEqual({ running: 2, waiting: 1 });
    await tick();
    held.releaseAll();
    await Promise.all(burst.slice(0, 2));
    // The third task took a freed slot: the gate is not idle yet.
    await tick();
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    expect(idle).toBe(0);
    held.releaseAll();
    await Promise.all(burst);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
    expect(idle).toBe(1);
  });
});
