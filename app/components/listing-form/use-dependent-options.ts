import { useEffect, useState } from "react";

// The catalog's JSON endpoints (routes/api/catalog.ts) that list each dependent choice. They are
// fetched as plain JSON: resource routes do not answer React Router's `.data` requests.
const SOURCES = {
  makes: (typeId: string) => `/api/vehicle-makes?vehicleTypeId=${encodeURIComponent(typeId)}`,
  models: (makeId: string) => `/api/vehicle-models?vehicleMakeId=${encodeURIComponent(makeId)}`,
  years: (modelId: string) => `/api/model-years?vehicleModelId=${encodeURIComponent(modelId)}`,
} as const;

/**
 * The choices of a list that depends on another (type -> make -> model -> year): the ones the
 * server rendered while the parent is still the one it rendered with, none while no parent is
 * chosen, otherwise those loaded for the chosen parent (none until they arrive).
 * Each answer is kept with the address it answers, so a list never shows the answer for an earlier choice.
 */
export function useDependentOptions<T>(list: keyof typeof SOURCES, parent: string, rendered: { parent: string; options: T[] }): T[] {
  const path = parent !== "" && parent !== rendered.parent ? SOURCES[list](parent) : null;
  const [loaded, setLoaded] = useState<{ path: string; options: T[] } | null>(null);
  useEffect(() => {
    if (!path) return;
    const request = new AbortController();
    fetch(path, { signal: request.signal, headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : null))
      // Anything but a list (a refused lookup) leaves no choices until the next submit re-renders them.
      .then((answer: unknown) => setLoaded({ path, options: Array.isArray(answer) ? (answer as T[]) : [] }))
      .catch(() => {
        if (!request.signal.aborted) setLoaded({ path, options: [] });
      });
    return () => request.abort();
  }, [path]);
  if (parent === "") return [];
  if (!path) return rendered.options;
  return loaded?.path === path ? loaded.options : [];
}
