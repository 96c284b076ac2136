import { defaultOrderFor, sortFieldValue } from "./filter-options";
import { UNDERSTAND_PARAM } from "~/modules/search/understanding/params";

// The filter form and the URL compared as queries: written alike (the default sort as empty,
// without page, in key order), so the form knows when it shows a search other than the URL's.

function canonical(entries: [string, string][]) {
  const fallback = defaultOrderFor(new URLSearchParams(entries));
  return entries
    .map(([k, v]) => [k, k === "sortBy" ? sortFieldValue(v, fallback) : v])
    .filter(([k, v]) => v !== "" && k !== "page" && k !== UNDERSTAND_PARAM)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join("&");
}

export const formQuery = (el: HTMLFormElement) => canonical(Array.from(new FormData(el).entries()).map(([k, v]) => [k, String(v)]));
/** The URL's filters that the form can show (API-only filters such as makeId are left alone). */
export const urlQuery = (params: URLSearchParams, el: HTMLFormElement) => {
  const names = new Set(Array.from(el.elements, (e) => (e as HTMLInputElement).name).filter(Boolean));
  return canonical(Array.from(params.entries()).filter(([k]) => names.has(k)));
};
