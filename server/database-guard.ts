// The last line of defence (decision 28): an error saying the database went away that escaped
// every handler (a library promise nobody awaits, such as Prisma rolling back a transaction
// that timed out on a dead connection, or a pg client's 'error' that nothing listens to) is
// logged and the process goes on serving: the pools reconnect by themselves. Anything else
// ends the process as Node would (logged, exit code 1): a programming error is never swallowed.
import { isDatabaseUnavailable } from "../app/utils/database-errors";
import { log } from "../app/shared/log";

const detail = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

function onEscaped(kind: "unhandled rejection" | "uncaught exception", error: unknown) {
  if (isDatabaseUnavailable(error)) {
    log("warn", `database error left as an ${kind}; the process goes on`, { error: error instanceof Error ? error.message : String(error) });
    return;
  }
  log("error", kind, { error: detail(error) });
  process.exit(1);
}

let installed = false;

export function guardAgainstDatabaseErrors() {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => onEscaped("unhandled rejection", reason));
  process.on("uncaughtException", (error) => onEscaped("uncaught exception", error));
}
