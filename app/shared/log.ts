// One JSON line per event: info to stdout, warnings and errors to stderr; LOG_LEVEL filters.
type Fields = Record<string, unknown>;

const LEVELS = ["debug", "info", "warn", "error"] as const;
const minLevel = Math.max(LEVELS.indexOf(process.env.LOG_LEVEL as (typeof LEVELS)[number]), 1);

export function log(level: "info" | "warn" | "error", msg: string, fields: Fields = {}) {
  if (LEVELS.indexOf(level) < minLevel) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}
