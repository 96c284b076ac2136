import { describe, expect, it } from "vitest";
import { matchRoutes, type ServerBuild } from "react-router";
import { routeIdsOf } from "./route-ids";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean };
const entries: Entry[] = [
  { id: "root", path: "" },
  { id: "routes/home", parentId: "root", index: true },
  { id: "routes/buy", parentId: "root", path: "buy" },
  { id: "routes/buy-type", parentId: "root", path: "buy/:type" },
  { id: "routes/buy-new", parentId: "root", path: "buy/new" },
  { id: "routes/vehicle", parentId: "root", path: "vehicles/:id" },
  { id: "routes/vehicle-preview", parentId: "root", path: "vehicles/:id/preview.png" },
  { id: "routes/account-layout", parentId: "root" },
  { id: "routes/account", parentId: "routes/account-layout", path: "account" },
  { id: "routes/account-saved", parentId: "routes/account-layout", path: "account/saved" },
  { id: "routes/dealer-layout", parentId: "root", path: "dealer" },
  { id: "routes/dealer-home", parentId: "routes/dealer-layout", index: true },
  { id: "routes/dealer-feeds", parentId: "routes/dealer-layout", path: "feeds" },
  { id: "routes/api/offer-accept", parentId: "root", path: "api/offers/:id/accept" },
  { id: "routes/api/offer", parentId: "root", path: "api/offers/:id" },
  { id: "routes/not-found", parentId: "root", path: "*" },
];
const manifest = Object.fromEntries(entries.map((e) => [e.id, { ...e, module: {} }])) as unknown as ServerBuild["routes"];

function tree(parentId: string | undefined): Parameters<typeof matchRoutes>[0] {
  return entries.filter((e) => e.parentId === parentId).map((e) => ({ id: e.id, path: e.path, index: e.index, children: tree(e.id) })) as Parameters<typeof matchRoutes>[0];
}

describe("route ids for metrics", () => {
  const routeIdOf = routeIdsOf(manifest);
  const paths = ["/", "/buy", "/buy/", "/buy/new", "/buy/atv", "/vehicles/abc", "/vehicles/abc/preview.png", "/vehicles/abc/other", "/account", "/account/saved", "/dealer", "/dealer/feeds", "/api/offers/7", "/api/offers/7/accept", "/nothing/here", "/%E2%82%AC", "/BUY"];

  it("picks the same route as React Router's own matching, for every kind of path", () => {
    for (const path of paths) expect(routeIdOf(path), path).toBe(matchRoutes([{ id: "root", path: "", children: tree("root") }], path)?.at(-1)?.route.id);
  });

  it("labels single-fetch data requests with their page's route", () => {
    expect(routeIdOf("/buy.data")).toBe("routes/buy");
    expect(routeIdOf("/_root.data")).toBe("routes/home");
  });

  it("gives a URL that matches nothing, or does not decode, a fixed label", () => {
    expect(routeIdsOf({ root: { id: "root", path: "", module: {} } } as unknown as ServerBuild["routes"])("/x/y")).toBe("unmatched");
    expect(routeIdOf("/%E0%A4%A")).toBe("routes/not-found");
  });
});
