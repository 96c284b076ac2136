// Reads a feed document (CSV, XML or JSON) into rows by the documented columns (docs/feeds.md).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "~/utils/app-error";
import { columnName, splitPhotos, type FeedFormat, type FeedRow } from "./columns";
import { CsvSyntaxError, parseCsv } from "./csv";

const unreadable = (detail: string) => new AppError(`The feed could not be read: ${detail}`, { status: 400, code: "bad-request" });

/** The format a document is in, when it is not told: XML and JSON by their first character. */
export function sniffFormat(text: string): FeedFormat {
  const first = text.replace(/^\uFEFF/, "").trimStart()[0];
  if (first === "<") return "xml";
  if (first === "[" || first === "{") return "json";
  return "csv";
}

export function parseFeed(document: Buffer | string, format?: FeedFormat): { format: FeedFormat; rows: FeedRow[] } {
  const text = typeof document === "string" ? document : document.toString("utf8");
  const chosen = format ?? sniffFormat(text);
  const rows = chosen === "csv" ? csvRows(text) : chosen === "xml" ? xmlRows(text) : jsonRows(text);
  return { format: chosen, rows };
}

function csvRows(text: string): FeedRow[] {
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw unreadable(`line ${error.line}: ${error.message}`);
    throw error;
  }
  const [header, ...body] = records;
  if (!header) throw unreadable("the document is empty.");
  const columns = header.fields.map(columnName);
  if (!columns.includes("stock_number")) throw unreadable("the first line must name the columns, stock_number among them.");
  return body.map((record) => {
    const values: FeedRow["values"] = {};
    record.fields.forEach((cell, i) => {
      const column = columns[i];
      if (column && cell.trim() !== "") values[column] = cell.trim();
    });
    return { row: record.line, values, photos: splitPhotos(values.photos ?? "") };
  });
}

/** A unit given as an object (JSON, or XML once parsed): photos as a list or a |-separated text. */
function objectRow(unit: unknown, position: number): FeedRow {
  const values: FeedRow["values"] = {};
  let photos: string[] = [];
  if (unit && typeof unit === "object" && !Array.isArray(unit)) {
    for (const [key, value] of Object.entries(unit)) {
      const column = columnName(key);
      if (!column) continue;
      if (column === "photos") photos = photoList(value);
      else if (typeof value === "string" || typeof value === "number") {
        const cell = String(value).trim();
        if (cell !== "") values[column] = cell;
      }
    }
  }
  return { row: position, values, photos };
}

function photoList(value: unknown): string[] {
  if (typeof value === "string") return splitPhotos(value);
  if (Array.isArray(value)) return value.flatMap(photoList);
  // XML: <photos><photo>url</photo>...</photos>
  if (value && typeof value === "object" && "photo" in value) return photoList((value as { photo: unknown }).photo);
  return [];
}

function jsonRows(text: string): FeedRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw unreadable(error instanceof Error ? error.message : "it is not JSON.");
  }
  const units = Array.isArray(parsed) ? parsed : (parsed as { units?: unknown })?.units;
  if (!Array.isArray(units)) throw unreadable("a JSON feed is a list of units, or an object with the list in units.");
  return units.map((unit, i) => objectRow(unit, i + 1));
}

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "unit" || name === "photo",
});

function xmlRows(text: string): FeedRow[] {
  const body = text.replace(/^\uFEFF/, "");
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw unreadable(`line ${valid.err.line}: ${valid.err.msg}`);
  const parsed = xmlParser.parse(body) as Record<string, unknown>;
  const root = Object.entries(parsed).find(([name]) => !name.startsWith("?"))?.[1] as { unit?: unknown[] } | undefined;
  if (!root || typeof root !== "object" || !Array.isArray(root.unit)) throw unreadable("an XML feed holds its units as <unit> elements inside one root element.");
  return root.unit.map((unit, i) => objectRow(unit, i + 1));
}
