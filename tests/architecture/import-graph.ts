// The app's import graph, read from the source the way the bundler resolves it (relative and
// `~/` imports; type-only imports count, since a type that runs back up ties the floors too),
// and the floors each file stands on. docs/architecture.md draws the floors.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const APP = path.join(ROOT, "app");

/** The floors, from the ground up: a file may import its own floor or any floor below it. */
export const FLOORS = ["shared", "utils", "modules", "edge", "components", "routes"] as const;
export type Floor = (typeof FLOORS)[number];

/** The floor of a file under app/; null for generated code, which stands under every floor. */
export function floorOf(file: string, app = APP): Floor | null {
  const [top] = path.relative(app, file).split(path.sep);
  if (top === "generated") return null;
  if (top === "root.tsx" || top === "entry.server.tsx" || top === "routes.ts") return "routes";
  if ((FLOORS as readonly string[]).includes(top!)) return top as Floor;
  throw new Error(`${path.relative(app, file)} stands on no floor: put it in one of app/${FLOORS.join(", app/")}`);
}

/** The domain folder of a file under app/modules (e.g. "search"), else null. */
export function domainOf(file: string, app = APP): string | null {
  const parts = path.relative(app, file).split(path.sep);
  return parts[0] === "modules" && parts.length > 2 ? parts[1]! : null;
}

export const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".d.ts");

/** Every non-test source file under `dir`, but testing helpers. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "testing") found.push(...sourceFiles(full));
    } else if (isSource(entry.name)) found.push(full);
  }
  return found;
}

export interface Import {
  /** What the import statement names. */
  specifier: string;
  /** The file it resolves to, when it is a file of this project. */
  file: string | null;
}

/** The imports of one source file. */
export function importsOf(file: string, app = APP): Import[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles.map(({ fileName }) => {
    const base = fileName.startsWith("~/") ? path.join(app, fileName.slice(2)) : fileName.startsWith(".") ? path.resolve(path.dirname(file), fileName) : null;
    if (!base) return { specifier: fileName, file: null };
    // Only TypeScript files count: a stylesheet or an asset is no floor's code.
    const resolved = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) => /\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    return { specifier: fileName, file: resolved ?? null };
  });
}

/** Every circle in a graph of nodes, each as the nodes around it. */
export function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      found.push(trail.slice(at).concat(node));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return found;
}
