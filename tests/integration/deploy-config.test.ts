// fly.toml and the Dockerfile must agree with the app: port, release step, health check, shutdown.
import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/database-setup";
import { cachesMb, parseEnv } from "../../app/utils/env.server";
import { planMemory } from "../../app/utils/memory-budget";
import { heapLimits } from "../../server/heap-limit";

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

interface FlyConfig {
  kill_signal: string;
  kill_timeout: string;
  mounts?: unknown;
  vm: { size: string; memory: string }[];
  deploy: { release_command: string };
  env: Record<string, string>;
  http_service: {
    internal_port: number;
    auto_stop_machines: string;
    auto_start_machines: boolean;
    concurrency: { type: string; soft_limit: number; hard_limit: number };
    checks: { path: string; method: string }[];
  };
}

const fly = parse(read("fly.toml")) as unknown as FlyConfig;
const dockerfile = read("Dockerfile");
const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string> };
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

describe("fly.toml", () => {
  it("sends traffic to the port the image's server listens on", () => {
    const exposed = Number(/^EXPOSE (\d+)$/m.exec(dockerfile)?.[1]);
    const imagePort = Number(/PORT=(\d+)/.exec(dockerfile)?.[1]);
    expect(fly.http_service.internal_port).toBe(exposed);
    expect(fly.http_service.internal_port).toBe(imagePort);
    expect(Number(fly.env.PORT)).toBe(fly.http_service.internal_port);
  });

  it("migrates and loads reference data on release", () => {
    expect(fly.deploy.release_command).toBe("npm run release");
    const release = pkg.scripts.release ?? "";
    expect(release).toMatch(/^prisma migrate deploy && /);
    const seed = /tsx (\S+)/.exec(release)?.[1] ?? "";
    expect(seed).toBe("prisma/seed/reference.ts");
    expect(fs.existsSync(path.join(ROOT, seed))).toBe(true);
  });

  it("checks the app's health route", () => {
    const [check] = fly.http_service.checks;
    expect(check).toMatchObject({ method: "GET", path: "/healthz" });
    expect(read("app/routes.ts")).toContain(`route("${check!.path.slice(1)}", "routes/healthz.ts")`);
  });

  it("gives the server time to drain before it is killed", () => {
    expect(fly.kill_signal).toBe("SIGTERM");
    expect(seconds(fly.kill_timeout) * 1000).toBeGreaterThan(Number(fly.env.SHUTDOWN_TIMEOUT_MS));
  });

  it("scales on requests with no volumes", () => {
    const { concurrency, auto_stop_machines, auto_start_machines } = fly.http_service;
    expect(concurrency.type).toBe("requests");
    expect(concurrency.soft_limit).toBeLessThan(concurrency.hard_limit);
    expect(auto_stop_machines).toBe("stop");
    expect(auto_start_machines).toBe(true);
    expect(fly.mounts).toBeUndefined();
  });

  it("trusts Fly's proxy for the client address, which is off by default", () => {
    const base = { DATABASE_URL: "postgres://localhost/x" };
    expect(parseEnv({ ...base, TRUST_PROXY: fly.env.TRUST_PROXY }).TRUST_PROXY).toBe(true);
    expect(parseEnv(base).TRUST_PROXY).toBe(false);
    expect(() => parseEnv({ ...base, TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});

describe("fly.toml's machine and its memory", () => {
  const machineMb = () => Number(/^(\d+)gb$/.exec(fly.vm[0]!.memory)?.[1]) * 1024;

  it("runs one worker per core, each with a heap limit that leaves the machine inside its budget", () => {
    expect(fly.vm[0]!.size).toBe("shared-cpu-2x");
    expect(fly.env.WEB_CONCURRENCY).toBe("2");
    // As Fly starts the machine: it sets FLY_VM_MEMORY_MB.
    const env = parseEnv({ DATABASE_URL: "postgres://localhost/x", ...fly.env, NODE_ENV: "development", FLY_VM_MEMORY_MB: String(machineMb()) });
    const plan = planMemory(machineMb(), env.WEB_CONCURRENCY, cachesMb(env));
    if ("error" in plan) throw new Error(plan.error);
    expect(plan.processesMb).toBeLessThan(850);
    expect(plan.workerMb).toBeLessThan(400);
    const limits = heapLimits(env, ["--import", "tsx"]);
    expect(limits.self).toBe(plan.primaryOldSpaceMb);
    expect(limits.workerExecArgv).toContain(`--max-old-space-size=${plan.workerOldSpaceMb}`);
  });

  it("preloads jemalloc in the image", () => {
    expect(dockerfile).toMatch(/apt-get install [^\n]*libjemalloc2/);
    expect(dockerfile).toMatch(/LD_PRELOAD=\/usr\/local\/lib\/libjemalloc\.so\.2/);
  });
});

describe("Dockerfile", () => {
  it("runs the same production server as npm start, as a non-root user", () => {
    const cmd = JSON.parse(/^CMD (.+)$/m.exec(dockerfile)?.[1] ?? "[]") as string[];
    expect(cmd.join(" ")).toBe(pkg.scripts.serve);
    expect(read("scripts/run.ts")).toContain('path.join(ROOT, "server", "index.ts")');
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
