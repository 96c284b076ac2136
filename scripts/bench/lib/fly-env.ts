// The [env] a machine gets from fly.toml, so a bench runs the server as it is deployed.
import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { ROOT } from "../../lib/database-setup";

export function flyTomlEnv(): Record<string, string> {
  return (parse(fs.readFileSync(path.join(ROOT, "fly.toml"), "utf8")) as { env: Record<string, string> }).env;
}

/**
 * fly.toml's [env] for a server the bench starts on this host: its caches, memory budget (with
 * the 1 GB Fly tells the machine) and worker count, but not what only holds behind Fly's proxy
 * (the port, trusting the proxy's client-address header).
 */
export function flyServerEnv(): Record<string, string> {
  const { PORT: _port, TRUST_PROXY: _proxy, NODE_ENV: _mode, ...env } = flyTomlEnv();
  return { ...env, FLY_VM_MEMORY_MB: "1024" };
}
