import { RETRY_AFTER_SECONDS } from "~/utils/database-errors";

const MESSAGE = "RideMarket is briefly unavailable. Please try again in a few seconds.";

// Standalone (no scripts, no stylesheet) so it renders under any Content-Security-Policy
// and needs nothing that might itself be down.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Temporarily unavailable | RideMarket</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 6rem 1rem; color: #0f172a">
<h1>We'll be right back</h1>
<p>${MESSAGE}</p>
<p><a href="">Try again</a></p>
</body>
</html>
`;

/** The 503 answer while the database is away: JSON for API and data requests, a short page otherwise. */
export function serviceUnavailable(asJson: boolean): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
  if (asJson) return Response.json({ error: MESSAGE }, { status: 503, headers });
  return new Response(PAGE, { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

/** API routes, React Router's .data requests and clients that do not ask for HTML get JSON. */
export function wantsJson(pathname: string, accept: string | null | undefined, responseType?: string | null): boolean {
  if (pathname.startsWith("/api/") || pathname.endsWith(".data")) return true;
  if (responseType?.startsWith("text/x-script")) return true;
  return !!accept && !accept.includes("text/html") && accept.includes("application/json");
}
