// The eight vehicle types and the one vocabulary every page and mail names them by: URL slug,
// plural name (category cards, filters, chips), singular badge (cards, a vehicle's page) and the
// plural as it reads inside a sentence ("Honda dirt bikes under $8,000").
export const VEHICLE_TYPES = [
  { slug: "dirtbike", name: "Dirt Bikes", badge: "Dirt Bike", plural: "dirt bikes", category: "off-road-motorcycles" },
  { slug: "motorcycle", name: "Motorcycles", badge: "Motorcycle", plural: "motorcycles", category: "street-motorcycles" },
  { slug: "atv", name: "ATVs", badge: "ATV", plural: "ATVs", category: "off-road-vehicles" },
  { slug: "boat", name: "Boats", badge: "Boat", plural: "boats", category: "boats" },
  { slug: "rv", name: "RVs", badge: "RV", plural: "RVs", category: "motorhomes" },
  { slug: "camper", name: "Campers", badge: "Camper", plural: "campers", category: "towables" },
  { slug: "sandrail", name: "Sand Rails", badge: "Sand Rail", plural: "sand rails", category: "off-road-vehicles" },
  { slug: "utv", name: "UTVs", badge: "UTV", plural: "UTVs", category: "off-road-vehicles" },
] as const;

export type VehicleTypeSlug = (typeof VEHICLE_TYPES)[number]["slug"];

export const VEHICLE_TYPE_SLUGS = VEHICLE_TYPES.map((t) => t.slug) as VehicleTypeSlug[];

export function isVehicleTypeSlug(value: unknown): value is VehicleTypeSlug {
  return typeof value === "string" && (VEHICLE_TYPE_SLUGS as string[]).includes(value);
}

/** The type's own picture, shown for a listing without photos (a boat's for a boat); undefined for an unknown type. */
export function vehicleTypePicture(slug: string | undefined, width: 400 | 800 = 800): string | undefined {
  return isVehicleTypeSlug(slug) ? `/categories/${slug}-${width}.webp` : undefined;
}

const typeOf = (slug: string) => VEHICLE_TYPES.find((t) => t.slug === slug.toLowerCase());

/** "Dirt Bike": one vehicle of the type. */
export function vehicleTypeBadge(slug: string): string {
  return typeOf(slug)?.badge ?? slug;
}

/** "Dirt Bikes": the type as a heading, filter choice or chip. */
export function vehicleTypeName(slug: string): string {
  return typeOf(slug)?.name ?? slug;
}

/** "dirt bikes": the type inside a sentence. */
export function vehicleTypePlural(slug: string): string {
  return typeOf(slug)?.plural ?? slug.replace(/[-_]/g, " ");
}

/** The categories (and the classifications above them) that group the types. */
export const VEHICLE_CLASSIFICATIONS = [
  {
    slug: "powersports",
    name: "Powersports",
    categories: [
      { slug: "off-road-motorcycles", name: "Off-Road Motorcycles", size: { unit: "cc", bounds: [0, 125, 250, 450, 650] } },
      { slug: "street-motorcycles", name: "Street Motorcycles", size: { unit: "cc", bounds: [0, 300, 500, 800, 1200, 1600] } },
      { slug: "off-road-vehicles", name: "Off-Road Vehicles", size: { unit: "cc", bounds: [0, 250, 500, 800, 1000, 2000] } },
    ],
  },
  {
    slug: "marine",
    name: "Marine",
    categories: [{ slug: "boats", name: "Boats", size: { unit: "ft", bounds: [0, 16, 20, 24, 30, 40] } }],
  },
  {
    slug: "recreational-vehicles",
    name: "Recreational Vehicles",
    categories: [
      { slug: "motorhomes", name: "Motorhomes", size: { unit: "ft", bounds: [0, 22, 26, 30, 35, 40] } },
      { slug: "towables", name: "Towables", size: { unit: "ft", bounds: [0, 16, 22, 28, 34] } },
    ],
  },
] as const;
