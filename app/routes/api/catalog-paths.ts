// Paths under /api served by the catalog resource route (routes/api/catalog.ts).
export const CATALOG_API_PATHS = [
  "available-vehicle-types",
  "available-vehicle-makes",
  "available-vehicle-models",
  "vehicle-types",
  "vehicle-makes",
  "vehicle-models",
  "vehicle-conditions",
  "vehicle-packages",
  "model-years",
  "vehicle-specifications",
  "specification-families",
  "specification-types",
  "blog-posts",
] as const;

export type CatalogApiPath = (typeof CATALOG_API_PATHS)[number];
