// The app as a React Router server build, put together in the test process from app/routes.ts,
// app/root.tsx and app/entry.server.tsx: the same route table, root middleware (security, outage)
// and entry (headers, error reporting) the built server has.
//
// Why not `react-router build` or a Vite dev server's virtual server build: both load their own
// copy of every app module, so a test's vi.mock, msw setup or module state (the job queue's kept
// mail, the payment provider's fake) would not reach the code that answers the request, and a
// prior build could be stale. Assembled here, the app runs on the modules vitest already loaded,
// and a route module is imported the first time a request reaches it.
import {
  matchRoutes,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";
import reactRouterConfig from "../../react-router.config";
import * as entryModule from "../../app/entry.server";
import * as rootModule from "../../app/root";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  file: string;
}

const moduleFiles = import.meta.glob<RouteModule>(["../../app/routes/**/*.{ts,tsx}", "!**/*.test.{ts,tsx}", "!**/+types/**"]);

/** A route's id as React Router's Vite plugin derives it: its file under app/, without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function flatten(entries: RouteConfigEntry[], parentId: string, into: Map<string, RouteEntry>): RouteObject[] {
  return entries.map((entry) => {
    const id = idOf(entry);
    into.set(id, { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, file: entry.file });
    const children = entry.children ? flatten(entry.children, id, into) : undefined;
    return (entry.index ? { id, index: true, path: entry.path } : { id, path: entry.path, caseSensitive: entry.caseSensitive, children }) as RouteObject;
  });
}

const entries = new Map<string, RouteEntry>([["root", { id: "root", path: "", file: "root.tsx" }]]);
const tree: RouteObject[] = [{ id: "root", path: "", children: flatten(await routeConfig, "root", entries) }];

/**
 * What React Router's Vite plugin does to a route module's components: hands them their loader
 * data, action data and params as props.
 */
function withProps(module: RouteModule): RouteModule {
  const { default: Page, ErrorBoundary, HydrateFallback } = module as unknown as {
    default?: Parameters<typeof withComponentProps>[0];
    ErrorBoundary?: Parameters<typeof withErrorBoundaryProps>[0];
    HydrateFallback?: Parameters<typeof withHydrateFallbackProps>[0];
  };
  const wrapped: Record<string, unknown> = { ...module };
  if (Page) wrapped.default = withComponentProps(Page);
  if (ErrorBoundary) wrapped.ErrorBoundary = withErrorBoundaryProps(ErrorBoundary);
  if (HydrateFallback) wrapped.HydrateFallback = withHydrateFallbackProps(HydrateFallback);
  return wrapped as unknown as RouteModule;
}

const loaded = new Map<string, RouteModule>([["root", withProps(rootModule as unknown as RouteModule)]]);

async function loadRouteModule(id: string): Promise<void> {
  if (loaded.has(id)) return;
  const importer = moduleFiles[`../../app/${entries.get(id)!.file}`];
  if (!importer) throw new Error(`No route module file for ${id}`);
  loaded.set(id, withProps(await importer()));
}

/**
 * Loads the modules of every route the URL reaches (a `.data` URL reaches its page's routes) and
 * says which route answers it, and whether that route is a page or a resource route.
 */
export async function leafRouteFor(url: URL): Promise<{ id: string; isPage: boolean } | undefined> {
  const pathname = url.pathname.replace(/^\/_root\.data$/, "/").replace(/\.data$/, "") || "/";
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(matches.map((match) => loadRouteModule(match.route.id!)));
  const leaf = matches.at(-1)?.route.id;
  return leaf === undefined ? undefined : { id: leaf, isPage: Boolean(loaded.get(leaf)!.default) };
}

/** The build as far as requests have reached it; React Router asks for it on every request. */
export function assembleBuild(): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  const manifestRoutes: ServerBuild["assets"]["routes"] = {};
  for (const entry of entries.values()) {
    // A route no request has reached yet stands in with no exports; nothing runs it.
    const module = loaded.get(entry.id) ?? ({} as RouteModule);
    const { file: _file, ...route } = entry;
    routes[entry.id] = { ...route, module };
    manifestRoutes[entry.id] = {
      ...route,
      hasAction: Boolean(module.action),
      hasLoader: Boolean(module.loader),
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: Boolean(module.ErrorBoundary),
      module: `/assets/${entry.id}.js`,
      imports: [],
      css: [],
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return {
    entry: { module: entryModule as unknown as ServerBuild["entry"]["module"] },
    routes,
    assets: { entry: { module: "/assets/entry.client.js", imports: [] }, routes: manifestRoutes, url: "/assets/manifest.js", version: "test" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { ...reactRouterConfig.future } as unknown as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: reactRouterConfig.routeDiscovery as ServerBuild["routeDiscovery"],
    allowedActionOrigins: reactRouterConfig.allowedActionOrigins,
  } as ServerBuild;
}
