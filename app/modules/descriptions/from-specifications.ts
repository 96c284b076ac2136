import { groupSpecifications, type SpecificationRow } from "~/modules/public-listings/specifications";
import { CONTACT_LINE, MAX_DESCRIPTION_LENGTH, detailSentences, vehicleTitle, type VehicleFacts } from "./vehicle-facts";

/**
 * A plain-text description from the catalog's specifications: the title, the entered details,
 * then one block per specification family with a bullet per value (grouped, blank values
 * skipped and units appended exactly as on the vehicle page). Null when no value is left.
 */
export function describeFromSpecifications(facts: VehicleFacts, rows: SpecificationRow[]): string | null {
  const groups = groupSpecifications(rows);
  if (groups.length === 0) return null;

  const intro = [vehicleTitle(facts), "", detailSentences(facts), "", "Specifications:"].join("\n");
  const closing = `\n\n${CONTACT_LINE}`;
  let body = "";
  const room = () => MAX_DESCRIPTION_LENGTH - intro.length - closing.length - body.length;
  // Whole lines only: a family is started only if its first bullet fits too.
  outer: for (const group of groups) {
    const bullets = group.items.map((item) => `\n- ${item.label}: ${item.value}`);
    const heading = `\n\n${group.family}`;
    if (heading.length + bullets[0]!.length > room()) break;
    body += heading;
    for (const bullet of bullets) {
      if (bullet.length > room()) break outer;
      body += bullet;
    }
  }
  return intro + body + closing;
}
