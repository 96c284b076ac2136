import { parseEnv } from "../app/utils/env.server";
import { isAppError } from "../app/utils/app-error";
import { log } from "../app/shared/log";

/** The checked settings; a missing production secret or a malformed setting is logged and the process exits before doing anything. */
export function settingsOrExit(): ReturnType<typeof parseEnv> {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!isAppError(error, "invalid-environment")) throw error;
    log("error", error.message);
    process.exit(1);
  }
}
