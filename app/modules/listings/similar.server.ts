// Similar active listings for a vehicle page (in place of the listing when it is sold or expired):
// the same model nearest in price first, then the same type nearest in price, its make first.
// Each statement walks a partial index of the market from the price outwards on both sides and
// stops after a few rows, so it costs the same at any market size.
import { Prisma } from "~/generated/prisma/client";
import type { VehicleCardData } from "~/components/vehicle-card";
import { publicReader } from "~/utils/db.server";
import { cardFieldsOf, toVehicleSummary, vehicleSummarySelect } from "./vehicle-summary.server";

export const SIMILAR_COUNT = 4;

interface Subject {
  id: number;
  vehicleTypeId: number;
  vehicleMakeId: number;
  vehicleModelId: number;
  price: Prisma.Decimal;
}

interface Candidate {
  vehicle_id: number;
  vehicle_make_id: number | null;
  price: Prisma.Decimal;
}

export async function similarActiveListings(vehicleId: number, count = SIMILAR_COUNT, now = new Date()): Promise<VehicleCardData[]> {
  const subject = await publicReader().vehicle.findUnique({
    where: { id: vehicleId },
    select: { id: true, vehicleTypeId: true, vehicleMakeId: true, vehicleModelId: true, listing: { select: { price: true } } },
  });
  if (!subject?.listing) return [];
  const ids = await pickSimilar({ ...subject, price: subject.listing.price }, count, now);
  if (!ids.length) return [];
  const vehicles = await publicReader().vehicle.findMany({ where: { id: { in: ids } }, select: vehicleSummarySelect });
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  return ids.flatMap((id) => (byId.has(id) ? [cardFieldsOf(toVehicleSummary(byId.get(id)!))] : []));
}

async function pickSimilar(s: Subject, count: number, now: Date): Promise<number[]> {
  const live = Prisma.sql`status = 'active' AND vehicle_id <> ${s.id}
    AND (package_expiry IS NULL OR package_expiry > (${now}::timestamptz AT TIME ZONE 'UTC'))`;
  const sameModel = await publicReader().$queryRaw<Candidate[]>`
    (SELECT vehicle_id, vehicle_make_id, price FROM listings
      WHERE vehicle_model_id = ${s.vehicleModelId} AND price >= ${s.price} AND ${live}
      ORDER BY price, id LIMIT ${count})
    UNION ALL
    (SELECT vehicle_id, vehicle_make_id, price FROM listings
      WHERE vehicle_model_id = ${s.vehicleModelId} AND price < ${s.price} AND ${live}
      ORDER BY price DESC, id DESC LIMIT ${count})`;
  const gap = (c: Candidate) => Math.abs(Number(c.price) - Number(s.price));
  const picked = sameModel.sort((a, b) => gap(a) - gap(b) || a.vehicle_id - b.vehicle_id).slice(0, count).map((c) => c.vehicle_id);
  if (picked.length >= count) return picked;

  const reach = count * 2;
  const nearby = await publicReader().$queryRaw<Candidate[]>`
    (SELECT vehicle_id, vehicle_make_id, price FROM listings
      WHERE vehicle_type_id = ${s.vehicleTypeId} AND price >= ${s.price} AND ${live}
      ORDER BY price, id LIMIT ${reach})
    UNION ALL
    (SELECT vehicle_id, vehicle_make_id, price FROM listings
      WHERE vehicle_type_id = ${s.vehicleTypeId} AND price < ${s.price} AND ${live}
      ORDER BY price DESC, id DESC LIMIT ${reach})`;
  const rest = nearby
    .filter((c) => !picked.includes(c.vehicle_id))
    .sort((a, b) => Number(b.vehicle_make_id === s.vehicleMakeId) - Number(a.vehicle_make_id === s.vehicleMakeId) || gap(a) - gap(b));
  return [...picked, ...rest.slice(0, count - picked.length).map((c) => c.vehicle_id)];
}
