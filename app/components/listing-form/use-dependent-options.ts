import { useEffect, useId } from "react";
import { useFetcher } from "react-router";

// The catalog's resource routes (routes/api/catalog.ts) that list each dependent choice.
const SOURCES = {
  makes: (typeId: string) => `/api/vehicle-makes?vehicleTypeId=${encodeURIComponent(typeId)}`,
  models: (makeId: string) => `/api/vehicle-models?vehicleMakeId=${encodeURIComponent(makeId)}`,
  years: (modelId: string) => `/api/model-years?vehicleModelId=${encodeURIComponent(modelId)}`,
} as const;

/**
 * The choices of a list that depends on another (type -> make -> model -> year): the ones the
 * server rendered while the parent is still the one it rendered with, none while no parent is
 * chosen, otherwise those loaded for the chosen parent (none until they arrive).
 * Each parent value has its own fetcher, so a list never shows the answer for an earlier choice.
 */
export function useDependentOptions<T>(list: keyof typeof SOURCES, parent: string, rendered: { parent: string; options: T[] }): T[] {
  const fetcher = useFetcher<unknown>({ key: `${useId()}-${list}-${parent}` });
  const path = parent !== "" && parent !== rendered.parent ? SOURCES[list](parent) : null;
  const unloaded = fetcher.state === "idle" && fetcher.data === undefined;
  useEffect(() => {
    if (path && unloaded) void fetcher.load(path);
    // Once per parent value: the fetcher's own key changes with it.
  }, [path]);
  if (parent === "") return [];
  if (!path) return rendered.options;
  // Anything but a list (a refused lookup) leaves no choices until the next submit re-renders them.
  return Array.isArray(fetcher.data) ? (fetcher.data as T[]) : [];
}
