// Module resolution hook (registered by server/index.ts in production): react-router's package
// exports name only its development build, which keeps development warnings and checks on the
// request path. This points every import of it, the app's and the Express adapter's alike, at
// the production build the package ships next to it, so the process still holds one copy.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DEVELOPMENT = "/node_modules/react-router/dist/development/";
const PRODUCTION = "/node_modules/react-router/dist/production/";

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!resolved.url.includes(DEVELOPMENT)) return resolved;
  const url = resolved.url.replace(DEVELOPMENT, PRODUCTION);
  return existsSync(fileURLToPath(url)) ? { ...resolved, url } : resolved;
}
