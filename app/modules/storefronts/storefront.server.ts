// What the public reads of dealerships (issue 35): one storefront by its slug and the directory
// of them by state. Public data only, so it is read through the public reader (a replica when one
// is in service); the storefront's inventory is the search module's, scoped to the dealership.
import { publicReader } from "~/utils/db.server";
import { stateByCode } from "~/shared/us-states";
import { openingHoursOf, type OpeningHours } from "./opening-hours";

export interface Storefront {
  id: number;
  slug: string;
  name: string;
  street: string | null;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  hours: OpeningHours[];
  logo: string | null;
  licenseNumber: string | null;
  /** The vehicle types (slugs) of its listings on sale. */
  listedTypes: string[];
}

export async function storefrontBySlug(slug: string): Promise<Storefront | null> {
  const row = await publicReader().dealership.findUnique({
    where: { slug },
    select: { id: true, slug: true, name: true, street: true, city: true, state: true, zip: true, latitude: true, longitude: true, phone: true, hours: true, logo: true, licenseNumber: true },
  });
  if (!row) return null;
  const types = await publicReader().vehicleType.findMany({
    where: { vehicles: { some: { listing: { dealershipId: row.id, status: "active" } } } },
    select: { slug: true },
    orderBy: { slug: "asc" },
  });
  return { ...row, hours: openingHoursOf(row.hours), listedTypes: types.map((t) => t.slug) };
}

export interface DirectoryDealer {
  slug: string;
  name: string;
  city: string;
  activeListings: number;
}

export interface DirectoryState {
  state: string;
  stateName: string;
  dealers: DirectoryDealer[];
}

/** Every dealership, grouped by state (states by name, dealers by name), with its listings on sale. */
export async function dealerDirectory(): Promise<DirectoryState[]> {
  const db = publicReader();
  const [dealers, counts] = await Promise.all([
    db.dealership.findMany({ select: { id: true, slug: true, name: true, city: true, state: true }, orderBy: [{ state: "asc" }, { name: "asc" }] }),
    db.listing.groupBy({ by: ["dealershipId"], where: { dealershipId: { not: null }, status: "active" }, _count: { _all: true } }),
  ]);
  const active = new Map(counts.map((c) => [c.dealershipId, c._count._all]));
  const states = new Map<string, DirectoryState>();
  for (const d of dealers) {
    const group = states.get(d.state) ?? { state: d.state, stateName: stateByCode(d.state)?.name ?? d.state, dealers: [] };
    group.dealers.push({ slug: d.slug, name: d.name, city: d.city, activeListings: active.get(d.id) ?? 0 });
    states.set(d.state, group);
  }
  return [...states.values()].sort((a, b) => a.stateName.localeCompare(b.stateName));
}
