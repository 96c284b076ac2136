// Pure edits of an ordered photo list (the first photo is the main photo).

export function removePhoto(photos: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= photos.length) return [...photos];
  return photos.filter((_, i) => i !== index);
}

/** Swaps the photo at index with its neighbour; out-of-range moves leave the list as it is. */
export function movePhoto(photos: readonly string[], index: number, direction: "earlier" | "later"): string[] {
  const target = direction === "earlier" ? index - 1 : index + 1;
  const next = [...photos];
  if (!Number.isInteger(index) || index < 0 || index >= photos.length || target < 0 || target >= photos.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
