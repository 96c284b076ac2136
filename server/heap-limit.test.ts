// Each process's heap limit from the machine's memory and the worker count (decision 31).
import { describe, expect, it } from "vitest";
import { parseEnv } from "../app/utils/env.server";
import { isAppError } from "../app/utils/app-error";
import { planMemory } from "../app/utils/memory-budget";
import { heapLimits } from "./heap-limit";

const base = { DATABASE_URL: "postgresql://u:p@localhost:5432/db" };
const execArgv = ["--import", "tsx"];
const limitsFor = (settings: Record<string, string>, nodeOptions = "") => heapLimits(parseEnv({ ...base, ...settings }), execArgv, nodeOptions);

describe("heap limits", () => {
  it("gives the fly.toml machine (1 GB, 2 workers) a small primary and the rest to the workers", () => {
    expect(limitsFor({ MEMORY_MB: "1024", WEB_CONCURRENCY: "2" })).toEqual({
      self: 64,
      workerExecArgv: ["--import", "tsx", "--max-old-space-size=181"],
    });
  });

  it("reads Fly's FLY_VM_MEMORY_MB when MEMORY_MB is unset, and MEMORY_MB wins over it", () => {
    expect(limitsFor({ FLY_VM_MEMORY_MB: "2048", WEB_CONCURRENCY: "2" }).workerExecArgv).toEqual([...execArgv, "--max-old-space-size=606"]);
    expect(limitsFor({ FLY_VM_MEMORY_MB: "2048", MEMORY_MB: "1024", WEB_CONCURRENCY: "2" }).workerExecArgv).toEqual([...execArgv, "--max-old-space-size=181"]);
  });

  it("gives a process serving alone the whole share, with no workers to fork", () => {
    expect(limitsFor({ MEMORY_MB: "1024", WEB_CONCURRENCY: "1" })).toEqual({ self: 661, workerExecArgv: null });
  });

  it("takes the caches' budgets out of each worker's heap", () => {
    expect(limitsFor({ MEMORY_MB: "1024", WEB_CONCURRENCY: "2", PAGE_CACHE_MB: "4" }).workerExecArgv).toEqual([...execArgv, "--max-old-space-size=201"]);
    // The shared search results' budget counts only when they are on.
    expect(limitsFor({ MEMORY_MB: "1024", WEB_CONCURRENCY: "2", SEARCH_RESULTS_CACHE_SECONDS: "10" }).workerExecArgv).toEqual([...execArgv, "--max-old-space-size=173"]);
  });

  it("after the primary has restarted itself with its limit, forks workers with theirs in its place, once", () => {
    const env = parseEnv({ ...base, MEMORY_MB: "1024", WEB_CONCURRENCY: "2" });
    const restarted = ["--max-old-space-size=64", ...execArgv];
    expect(heapLimits(env, restarted, "", "64")).toEqual({ self: null, workerExecArgv: ["--import", "tsx", "--max-old-space-size=181"] });
    // A worker, started with its own limit, inherits the primary's variable: nothing more to do.
    expect(heapLimits(env, ["--import", "tsx", "--max-old-space-size=181"], "", "64")).toEqual({ self: null, workerExecArgv: null });
  });

  it("sets nothing when the machine's memory is unknown or a limit was given explicitly", () => {
    expect(limitsFor({ WEB_CONCURRENCY: "2" })).toEqual({ self: null, workerExecArgv: null });
    expect(heapLimits(parseEnv({ ...base, MEMORY_MB: "1024", WEB_CONCURRENCY: "2" }), [...execArgv, "--max-old-space-size=300"])).toEqual({ self: null, workerExecArgv: null });
    expect(limitsFor({ MEMORY_MB: "1024", WEB_CONCURRENCY: "2" }, "--max-old-space-size=300")).toEqual({ self: null, workerExecArgv: null });
  });

  it("refuses to start when the caches leave a worker too little heap", () => {
    const refusal = (() => {
      try {
        parseEnv({ ...base, MEMORY_MB: "1024", WEB_CONCURRENCY: "4" });
      } catch (error) {
        return isAppError(error, "invalid-environment") ? error.message : null;
      }
      return null;
    })();
    expect(refusal).toMatch(/MEMORY_MB: 1024 MB of memory leaves each of 4 worker processes -?\d+ MB of heap/);
    expect(() => parseEnv({ ...base, PAGE_CACHE_MB: "lots" })).toThrow(/PAGE_CACHE_MB must be a number of megabytes/);
    expect(() => parseEnv({ ...base, PAGE_CACHE_MB: "0" })).toThrow(/PAGE_CACHE_MB must be at least 1/);
  });

  it("keeps every process of the fly.toml machine inside the budget the bench holds it to", () => {
    const plan = planMemory(1024, 2, 24 + 8 + 8);
    if ("error" in plan) throw new Error(plan.error);
    expect(plan.processesMb).toBeLessThan(850);
    expect(plan.workerMb).toBeLessThan(400);
  });
});
