import { Prisma } from "~/generated/prisma/client";
import { validIdentifierOf } from "~/modules/listings/vehicle-identifier";

// A keyword that is exactly a valid VIN or HIN (after dropping spaces and dashes) looks for that
// vehicle: it matches the listings whose vehicle has that identifier, through the partial index
// on vehicles.identifier, instead of the words of the listings (decision 19). Every other
// keyword is left to the full-text search as it was.

/** The identifier a keyword stands for, normalized; null for any other keyword. */
export const identifierSearchedBy = (keyword: string | undefined): string | null => validIdentifierOf(keyword);

/** The condition over listings aliased `l` for an identifier search. */
export const identifierCondition = (identifier: string) =>
  Prisma.sql`l.vehicle_id IN (SELECT v.id FROM vehicles v WHERE v.identifier = ${identifier})`;
