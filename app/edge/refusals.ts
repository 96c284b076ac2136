import { wantsJson } from "~/edge/unavailable-response";

// Short answers for requests refused before any route runs (or that no route may see):
// the message only, never what the framework or the server knows about the request.

const MESSAGES: Record<number, string> = {
  400: "This request could not be understood.",
  404: "The page you are looking for doesn't exist or has been moved.",
  405: "This method is not allowed here.",
  413: "This request is too large.",
  415: "This request must be sent as a form.",
};

const TITLES: Record<number, string> = {
  400: "Bad Request",
  404: "Page Not Found",
  405: "Method Not Allowed",
  413: "Request Too Large",
  415: "Unsupported Content Type",
};

function refusalMessage(status: number): string {
  return MESSAGES[status] ?? "This request was refused.";
}

/** A refusal as JSON for the API and .data requests, as a small standalone page otherwise. */
export function refusal(status: number, pathname: string, accept: string | null | undefined, headers: Record<string, string> = {}): Response {
  const message = refusalMessage(status);
  const init = { status, headers: { "Cache-Control": "no-store", ...headers } };
  if (wantsJson(pathname, accept)) return Response.json({ error: message }, init);
  const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${TITLES[status] ?? "Request Problem"} | RideMarket</title></head>
<body style="font-family: system-ui, sans-serif; text-align: center; padding: 6rem 1rem; color: #0f172a">
<h1>Request Problem</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</body>
</html>
`;
  return new Response(page, { ...init, headers: { ...init.headers, "Content-Type": "text/html; charset=utf-8" } });
}
