// Pins what deferred-hydration.server.ts relies on in React Router's server-rendered document
// (docs/decisions/0013-one-error-model.md). The rewriter finds React Router's scripts by shape:
// `<link rel="modulepreload">` tags, and one inline `<script type="module">` (no src) that imports
// the route modules and then entry.client. If an upgrade of react-router changes that shape
// (a src'd bootstrap, another preload rel, a second inline module), this test fails before the
// site silently hydrates early, or never.
import { renderToString } from "react-dom/server";
import { Links, Outlet, Scripts, ServerRouter, createRequestHandler, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as entryServer from "~/entry.server";
import { stubServerBuild } from "../../tests/support/stub-server-build";

const ENTRY = "/assets/entry.client-1.js";
const MANIFEST = "/assets/manifest-1.js";
const MODULES = ["/assets/chunk-entry.js", "/assets/root-1.js", "/assets/chunk-root.js", "/assets/page-1.js"];

function Document({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

const routeAssets = (id: string, module: string, imports: string[], parentId?: string) => ({
  id,
  parentId,
  path: id === "root" ? "" : "page",
  module,
  imports,
  hasLoader: id !== "root",
  hasAction: false,
  hasClientLoader: false,
  hasClientAction: false,
  hasErrorBoundary: false,
});

/** A two-route build with the asset manifest Vite writes, rendered by the given entry. */
function build(entry: object): ServerBuild {
  return stubServerBuild({
    entry: { module: entry as never },
    routes: {
      root: { id: "root", path: "", module: { default: () => <Outlet />, Layout: Document } as never },
      "routes/page": { id: "routes/page", path: "page", parentId: "root", module: { default: () => <p>A page</p>, loader: () => ({ ok: true }) } as never },
    },
    assets: {
      entry: { module: ENTRY, imports: ["/assets/chunk-entry.js"] },
      routes: {
        root: routeAssets("root", "/assets/root-1.js", ["/assets/chunk-root.js"]),
        "routes/page": routeAssets("routes/page", "/assets/page-1.js", [], "root"),
      },
      url: MANIFEST,
      version: "1",
    } as never,
  });
}

/** React Router's own document, without the rewrite. */
const plainEntry = {
  default: (request: Request, status: number, headers: Headers, context: EntryContext) =>
    new Response(`<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`, { status, headers }),
};

const page = async (entry: object) => (await createRequestHandler(build(entry), "production")(new Request("http://localhost/page"))).text();
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const INLINE_MODULE = /<script\b(?![^>]*\bsrc=)[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;

describe("React Router's document, as deferred hydration expects it", () => {
  it("preloads the manifest, the entry and every route module with modulepreload links", async () => {
    const html = await page(plainEntry);
    const hrefs = tags(html, MODULE_PRELOAD).map((tag) => /href="([^"]+)"/.exec(tag)?.[1]);
    expect(new Set(hrefs)).toEqual(new Set([MANIFEST, ENTRY, ...MODULES]));
  });

  it("starts hydration from one inline module script that imports the route modules, then entry.client", async () => {
    const html = await page(plainEntry);
    const modules = [...html.matchAll(INLINE_MODULE)];
    expect(modules).toHaveLength(1);
    const body = modules[0]![1]!;
    expect(body).toContain('import * as route0 from "/assets/root-1.js"');
    expect(body).toContain("window.__reactRouterRouteModules");
    expect(body).toContain(`import("${ENTRY}")`);
    // Every other script of the document is classic: the rewriter leaves those alone.
    expect(tags(html, /<script\b[^>]*\bsrc=/g)).toEqual([]);
  });
});

describe("the app's document (entry.server with deferred hydration)", () => {
  it("has no module preload and no module script left: the same bootstrap code runs from a classic script after paint", async () => {
    const [plain, deferred] = await Promise.all([page(plainEntry), page(entryServer)]);
    expect(tags(deferred, MODULE_PRELOAD)).toEqual([]);
    expect(tags(deferred, /<script\b[^>]*\btype="module"/g)).toEqual([]);
    const original = [...plain.matchAll(INLINE_MODULE)][0]![1]!;
    const started = /addEventListener\("load",afterPaint,\{once:true\}\);\}\)\(("(?:[^"\\]|\\.)*")\);<\/script>/.exec(deferred);
    expect(started, "the bootstrap call with the module's code").not.toBeNull();
    expect(JSON.parse(started![1]!)).toBe(original);
    expect(deferred).toContain("<p>A page</p>");
  });
});
