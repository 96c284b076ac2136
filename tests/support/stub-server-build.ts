// A React Router server build put together by hand, for tests that run the real request handler
// and middleware over a few stand-in routes. Only what differs between tests is passed in.
import type { ServerBuild } from "react-router";

export const stubRoute = (id: string, path: string, module: object, parentId?: string) => ({ id, path, parentId, module: module as never });

export function stubServerBuild({ entry, routes, assets, allowedActionOrigins = false }: Pick<ServerBuild, "entry" | "routes"> & { assets?: ServerBuild["assets"]; allowedActionOrigins?: string[] | false }): ServerBuild {
  return {
    entry,
    routes,
    assets: assets ?? ({ entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" } as never),
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true } as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
    allowedActionOrigins,
  } as ServerBuild;
}
