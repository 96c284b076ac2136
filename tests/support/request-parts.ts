// The method, headers and body of a test's request, as a signed-in browser or API client sends them.
export type FormValues = Record<string, string | File | (string | File)[]>;

export interface RequestParts {
  method?: string;
  cookie?: string | null;
  /** Sent as multipart form data; an array value repeats the key. */
  form?: FormValues;
  /** Sent as a JSON body (already a string when the test wants exact bytes). */
  json?: unknown;
  headers?: Record<string, string>;
  /** Sent as it is, with the Content-Type header the test sets. */
  body?: string;
}

export function requestParts(call: RequestParts): { method: string; headers: Headers; body: BodyInit | undefined } {
  const method = call.method ?? (call.form || call.json !== undefined ? "POST" : "GET");
  const headers = new Headers(call.headers);
  if (call.cookie) headers.set("Cookie", call.cookie);
  // Our pages send writes same-origin; tests of the cross-site refusal set the header themselves.
  if (method !== "GET" && method !== "HEAD" && !headers.has("Sec-Fetch-Site")) headers.set("Sec-Fetch-Site", "same-origin");
  let body: BodyInit | undefined;
  if (call.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(call.form)) for (const item of [value].flat()) form.append(key, item);
    body = form;
  } else if (call.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = typeof call.json === "string" ? call.json : JSON.stringify(call.json);
  }
  if (call.body !== undefined) body = call.body;
  return { method, headers, body };
}
