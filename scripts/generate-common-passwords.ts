// Writes app/modules/accounts/common-passwords.txt: the most common passwords, by rank,
// from the ranked list in the MIT-licensed npm package @zxcvbn-ts/language-common.
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   npx tsx scripts/generate-common-passwords.ts package/src/passwords.json
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TOP = 10_000;
const source = process.argv[2];
if (!source) {
  console.error("usage: tsx scripts/generate-common-passwords.ts <path to @zxcvbn-ts/language-common/src/passwords.json>");
  process.exit(2);
}
const ranked = JSON.parse(fs.readFileSync(source, "utf8")) as unknown;
if (!Array.isArray(ranked) || !ranked.every((p) => typeof p === "string")) throw new Error(`${source} is not a list of passwords`);

const seen = new Set<string>();
for (const password of ranked as string[]) {
  const normalized = password.trim().toLowerCase();
  if (normalized && !/\s/.test(normalized)) seen.add(normalized);
  if (seen.size === TOP) break;
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app", "modules", "accounts", "common-passwords.txt");
fs.writeFileSync(out, [...seen].join("\n") + "\n");
console.log(`wrote ${seen.size} passwords to ${path.relative(process.cwd(), out)}`);
