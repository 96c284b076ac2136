// Writes the sample feeds of docs/feeds (npx tsx scripts/feeds/write-samples.ts): 40 units in CSV
// (the demo dealership's lot), and a few in XML and JSON.
import fs from "node:fs";
import { feedUnits, unitsCsv, unitsJson, unitsXml } from "./feed-units";

const units = feedUnits(40);
fs.mkdirSync("docs/feeds", { recursive: true });
fs.writeFileSync("docs/feeds/sample.csv", unitsCsv(units));
fs.writeFileSync("docs/feeds/sample.xml", unitsXml(units.slice(0, 3)));
fs.writeFileSync("docs/feeds/sample.json", unitsJson(units.slice(3, 6)));
