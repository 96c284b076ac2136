// Imports run one way, down the floors that docs/architecture.md draws: routes -> components ->
// edge -> modules -> utils -> shared vocabulary. Nothing in app/ imports the server folder,
// no domain module imports react-router at run time, the domain folders form no circle (a
// word two domains need moves down to shared/, not sideways), and no files import each other.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APP, FLOORS, circles, domainOf, floorOf, importsOf, sourceFiles } from "./import-graph";

const rank = (floor: string) => FLOORS.indexOf(floor as (typeof FLOORS)[number]);

/** Imports that run from a lower floor to a higher one, or out of app/ into the server or scripts. */
function importsRunningUp(app: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(app)) {
    const floor = floorOf(file, app);
    if (!floor) continue;
    for (const { specifier, file: target } of importsOf(file, app)) {
      const name = `${path.relative(app, file)} -> ${specifier}`;
      if (!target) continue;
      if (!target.startsWith(`${app}${path.sep}`)) {
        found.push(`${name} (outside app/)`);
        continue;
      }
      const targetFloor = floorOf(target, app);
      if (targetFloor && rank(targetFloor) > rank(floor)) found.push(`${name} (${floor} -> ${targetFloor})`);
    }
  }
  return found;
}

/** Circles among the domain folders of app/modules. */
function domainCircles(app: string): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(path.join(app, "modules"))) {
    const from = domainOf(file, app);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const { file: target } of importsOf(file, app)) {
      const to = target && domainOf(target, app);
      if (to && to !== from) edges.add(to);
    }
  }
  return circles(new Map([...graph].map(([k, v]) => [k, [...v]])));
}

function fileCircles(app: string): string[][] {
  const graph = new Map(sourceFiles(app).map((file) => [file, importsOf(file, app).flatMap((i) => (i.file ? [i.file] : []))]));
  return circles(graph).map((circle) => circle.map((file) => path.relative(app, file)));
}

/** Files under app/modules that import react-router for more than types. */
function modulesUsingReactRouter(app: string): string[] {
  return sourceFiles(path.join(app, "modules")).filter((file) => {
    const text = fs.readFileSync(file, "utf8");
    return /^import\s+(?!type\b)[^;]*from\s+["']react-router["']/m.test(text) || /^export\s+(?!type\b)[^;]*from\s+["']react-router["']/m.test(text);
  }).map((file) => path.relative(app, file));
}

describe("the floors of app/", () => {
  it("no import runs back up", () => {
    expect(importsRunningUp(APP)).toEqual([]);
  });

  it("no two domain folders import each other, directly or around a circle", () => {
    expect(domainCircles(APP)).toEqual([]);
  });

  it("no files import each other", () => {
    expect(fileCircles(APP)).toEqual([]);
  });

  it("domain modules use react-router for types only", () => {
    expect(modulesUsingReactRouter(APP)).toEqual([]);
  });

  it("the checks find what they look for", () => {
    const app = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), "floors-"));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(app, file)), { recursive: true });
      fs.writeFileSync(path.join(app, file), text);
    };
    try {
      write("utils/db.server.ts", 'import { log } from "~/shared/log";\nexport const db = 1;\n');
      write("shared/log.ts", "export const log = 1;\n");
      write("shared/format.ts", 'import { db } from "~/utils/db.server";\nexport const formatPrice = db;\n');
      write("modules/search/run.server.ts", 'import { data } from "react-router";\nimport { STATES } from "~/modules/landing/states";\nexport const run = 1;\n');
      write("modules/landing/states.ts", 'import type { Run } from "../search/run.server";\nexport const STATES = 1;\n');
      write("components/card.tsx", "export const Card = 1;\n");
      write("modules/listings/summary.server.ts", 'import type { Card } from "~/components/card";\nexport const summary = 1;\n');
      expect(importsRunningUp(app)).toEqual([
        "modules/listings/summary.server.ts -> ~/components/card (modules -> components)",
        "shared/format.ts -> ~/utils/db.server (shared -> utils)",
      ]);
      const [circle, ...others] = domainCircles(app);
      expect(others).toEqual([]);
      expect(new Set(circle)).toEqual(new Set(["search", "landing"]));
      expect(fileCircles(app)).toHaveLength(1);
      expect(modulesUsingReactRouter(app)).toEqual(["modules/search/run.server.ts"]);
    } finally {
      fs.rmSync(app, { recursive: true, force: true });
    }
  });
});
