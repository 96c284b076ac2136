// Keeps the media module free of import circles: the storage interface (media-storage.ts) is
// imported by each implementation and by storage.server.ts, which picks one; no implementation
// imports the file that picks it. Type-only imports count: a circle of types is still a circle.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = path.resolve(import.meta.dirname, "../..");
const MEDIA = path.join(APP, "modules/media");

/** The files under `dir` that a source file imports (relative or `~/` imports), resolved to paths. */
function importsOf(file: string, dir: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  const found: string[] = [];
  for (const { fileName } of importedFiles) {
    const base = fileName.startsWith("~/") ? path.join(APP, fileName.slice(2)) : fileName.startsWith(".") ? path.resolve(path.dirname(file), fileName) : null;
    if (!base) continue;
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (resolved && resolved.startsWith(`${dir}${path.sep}`)) found.push(resolved);
  }
  return found;
}

/** Every import circle among the non-test source files of `dir`, each as the files around it. */
export function importCycles(dir: string): string[][] {
  const files = fs.readdirSync(dir).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => path.join(dir, name));
  const graph = new Map(files.map((file) => [file, importsOf(file, dir)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      cycles.push(trail.slice(at).concat(file).map((f) => path.relative(dir, f)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  return cycles;
}

describe("media module imports", () => {
  it("form no circle", () => {
    expect(importCycles(MEDIA)).toEqual([]);
  });

  it("the check finds a circle when there is one", () => {
    const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), "media-cycle-"));
    try {
      fs.writeFileSync(path.join(dir, "storage.server.ts"), 'import { S3Storage } from "./s3-storage.server";\nexport const pick = () => new S3Storage();\n');
      fs.writeFileSync(path.join(dir, "s3-storage.server.ts"), 'import type { MediaStorage } from "./storage.server";\nexport class S3Storage {}\n');
      fs.writeFileSync(path.join(dir, "media-key.ts"), "export const key = 1;\n");
      const cycles = importCycles(dir);
      expect(cycles).toHaveLength(1);
      expect(new Set(cycles[0])).toEqual(new Set(["storage.server.ts", "s3-storage.server.ts"]));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
