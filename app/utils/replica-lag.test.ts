import { describe, expect, it } from "vitest";
import { PrimaryWalHistory, parseLsn } from "./replica-lag";

describe("parseLsn", () => {
  it("orders WAL positions as Postgres does", () => {
    expect(parseLsn("0/3000060")).toBe(0x3000060n);
    expect(parseLsn("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n);
    expect(parseLsn("1/0") > parseLsn("0/FFFFFFFF")).toBe(true);
  });

  it("refuses what is not a position", () => {
    expect(() => parseLsn("")).toThrow();
    expect(() => parseLsn("0/XYZ")).toThrow();
  });
});

describe("a replica's lag", () => {
  const s = 1000;

  it("is 0 behind an idle primary it has caught up with, however old the last write", () => {
    const history = new PrimaryWalHistory(12 * s);
    for (let t = 0; t <= 60 * s; t += 2 * s) history.record(t, 500n);
    expect(history.lagSeconds(500n, 60 * s)).toBe(0);
  });

  it("is the age of the oldest position it has not replayed", () => {
    const history = new PrimaryWalHistory(12 * s);
    history.record(0, 100n);
    history.record(2 * s, 200n);
    history.record(4 * s, 300n);
    expect(history.lagSeconds(300n, 5 * s)).toBe(0);
    expect(history.lagSeconds(250n, 5 * s)).toBe(1);
    expect(history.lagSeconds(150n, 5 * s)).toBe(3);
  });

  it("keeps growing while replay stands still and the primary goes quiet", () => {
    const history = new PrimaryWalHistory(12 * s);
    history.record(0, 100n);
    history.record(2 * s, 200n);
    for (let t = 4 * s; t <= 60 * s; t += 2 * s) history.record(t, 200n);
    expect(history.lagSeconds(100n, 60 * s)).toBe(58);
  });

  it("stays past the bound after old samples are dropped", () => {
    const history = new PrimaryWalHistory(12 * s);
    for (let t = 0; t <= 60 * s; t += 2 * s) history.record(t, BigInt(t));
    // Replayed nothing since the start: only samples from the last 12 s (and one before) are kept.
    expect(history.lagSeconds(-1n, 60 * s)).toBeGreaterThanOrEqual(12);
  });
});
