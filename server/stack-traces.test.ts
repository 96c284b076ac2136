// Production processes keep no source maps (server/stack-traces.ts): reading an error's stack
// must not cost the heap the maps of the code it passes through.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const PROBE = path.resolve(import.meta.dirname, "..", "tests", "support", "stack-trace-heap-probe.ts");
const probe = (mode: "production" | "development") =>
  JSON.parse(execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", PROBE, mode], { encoding: "utf8" }).trim().split("\n").pop()!) as { sourceMaps: boolean; grewMb: number };

describe("source maps for stack traces", () => {
  it("are off in production, so an error's stack costs the heap nothing, and on in development, where they cost megabytes", () => {
    const production = probe("production");
    const development = probe("development");
    expect(production.sourceMaps).toBe(false);
    expect(development.sourceMaps).toBe(true);
    expect(production.grewMb).toBeLessThan(2);
    // The contrast shows the probe reads a stack through a mapped file.
    expect(development.grewMb).toBeGreaterThan(5);
  });
});
