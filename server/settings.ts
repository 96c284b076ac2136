import { parseEnv } from "../app/utils/env.server";
import { isAppError } from "../app/utils/app-error";
import { log } from "../app/shared/log";

/** The checked settings; a missing production secret or a malformed setting is logged and the process exits before doing anything. */
export function settingsOrExit(): ReturnType<typeof parseEnv> {
  try {
    const settings = parseEnv(process.env);
    if (settings.FETCH_TEST_LOOPBACK.length) {
      const pairs = settings.FETCH_TEST_LOOPBACK.map(({ host, port }) => `${host}:${port}`).join(", ");
      log("warn", `FETCH_TEST_LOOPBACK is set: dealers' feed and photo URLs may reach ${pairs} on this machine, over plain http too. Tests only: never set it in production`);
    }
    return settings;
  } catch (error) {
    if (!isAppError(error, "invalid-environment")) throw error;
    log("error", error.message);
    process.exit(1);
  }
}
