/** Filters that count as "set" for the Clear button: anything but page and limit. */
export function hasActiveFilters(params: URLSearchParams): boolean {
  for (const [key, value] of params) {
    if (key !== "page" && key !== "limit" && value !== "") return true;
  }
  return false;
}
