/**
 * What an autosave sends: the form's text fields as a url-encoded body with intent=autosave.
 * Files are left out (photos upload on their own), which also keeps the body small enough for
 * a beacon and within the size the server takes for a plain form.
 */
export function autosavePayload(form: HTMLFormElement): URLSearchParams {
  const payload = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== "intent") payload.append(name, value);
  }
  payload.set("intent", "autosave");
  return payload;
}

/**
 * The address React Router's own submissions post to for a route action (`/sell?step=2` ->
 * `/sell.data?step=2`): the action's answer is its data alone, without rendering the page.
 */
export function dataRequestUrl(action: string): string {
  const url = new URL(action, window.location.origin);
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url.pathname + url.search;
}
