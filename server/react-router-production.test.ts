import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { resolve } from "./react-router-production.mjs";

const nodeModules = path.resolve("node_modules");
const fileIn = (...parts: string[]) => pathToFileURL(path.join(nodeModules, ...parts)).href;
const answering = (url: string) => async () => ({ url, format: "module" as const });
const context = { conditions: ["node", "import"], importAttributes: {}, importAssertions: {}, parentURL: pathToFileURL(path.resolve("build/server/index.js")).href };

describe("react-router's production build", () => {
  it("is what an import of react-router resolves to", async () => {
    const resolved = await resolve("react-router", context, answering(fileIn("react-router", "dist", "development", "index.mjs")));
    expect(resolved).toEqual({ url: fileIn("react-router", "dist", "production", "index.mjs"), format: "module" });
  });

  it("leaves every other module, and a file the production build lacks, as resolved", async () => {
    const other = fileIn("react", "index.js");
    expect((await resolve("react", context, answering(other))).url).toBe(other);
    const missing = fileIn("react-router", "dist", "development", "no-such-file.mjs");
    expect((await resolve("x", context, answering(missing))).url).toBe(missing);
  });
});
