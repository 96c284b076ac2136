export interface SpecificationRow {
  specValue: string;
  specificationFamily: { name: string };
  specificationType: { specName: string; specNameFriendly: string; specUom: string };
}

export interface SpecificationGroup {
  family: string;
  items: { label: string; value: string }[];
}

/** The value with its unit, unless the unit is "None" or the value already names it. */
function formatSpecValue(value: string, unit: string): string {
  const trimmed = value.trim();
  if (!unit || unit === "None") return trimmed;
  if (trimmed.toLowerCase().includes(unit.toLowerCase())) return trimmed;
  return `${trimmed} ${unit}`;
}

const isBlank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === "" || v.trim().toLowerCase() === "null";

/** Groups specifications by family, dropping blank values and families left empty. */
export function groupSpecifications(rows: SpecificationRow[]): SpecificationGroup[] {
  const groups = new Map<string, SpecificationGroup>();
  for (const row of rows) {
    if (isBlank(row.specValue)) continue;
    const family = row.specificationFamily.name;
    if (!groups.has(family)) groups.set(family, { family, items: [] });
    groups.get(family)!.items.push({
      label: row.specificationType.specNameFriendly,
      value: formatSpecValue(row.specValue, row.specificationType.specUom),
    });
  }
  return [...groups.values()].filter((g) => g.items.length > 0);
}
