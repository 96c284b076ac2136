// Which route module a request path belongs to, as the label of its metrics: a route id from the
// build's manifest, so the set of labels is fixed however strange the URL.
// React Router's matchRoutes flattens and ranks the whole table on every call (about 2 ms for
// this app's); here the table is flattened and ranked once, the same way, and each path is
// tried against precompiled patterns in that order.
import type { ServerBuild } from "react-router";

type Manifest = ServerBuild["routes"];
interface Branch {
  id: string;
  pattern: RegExp;
  score: number;
  order: number;
}

const PARAM = /^:[\w-]+$/;
const isSplat = (segment: string) => segment === "*";

// React Router's ranking: more segments first, static over dynamic over empty, splats last.
function scoreOf(path: string, index: boolean): number {
  const segments = path.split("/");
  let score = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (isSplat(segment)) continue;
    score += PARAM.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternOf(path: string): RegExp {
  const segments = path.split("/").filter(Boolean);
  const source = segments.map((segment) => (isSplat(segment) ? "(?:/.*)?" : PARAM.test(segment) ? "/[^/]+" : `/${escape(segment)}`)).join("");
  return new RegExp(`^${source || ""}/?$`, "i");
}

const joinPaths = (parent: string, own: string) => `${parent.replace(/\/+$/, "")}/${own.replace(/^\/+/, "")}`;

function branchesOf(manifest: Manifest): Branch[] {
  const routes = Object.values(manifest).filter((route) => route !== undefined);
  const fullPath = (id: string | undefined): string => {
    const route = id ? manifest[id] : undefined;
    if (!route) return "";
    return route.path ? joinPaths(fullPath(route.parentId), route.path) : fullPath(route.parentId);
  };
  const branches: Branch[] = [];
  routes.forEach((route, order) => {
    // A pathless layout never answers a path of its own.
    if (route.path === undefined && !route.index) return;
    const path = fullPath(route.id) || "/";
    branches.push({ id: route.id, pattern: patternOf(path), score: scoreOf(path, Boolean(route.index)), order });
  });
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** A function from a request's path to the route id that answers it (or "unmatched"). */
export function routeIdsOf(manifest: Manifest): (path: string) => string {
  const branches = branchesOf(manifest);
  return (rawPath) => {
    // Single fetch asks for "/buy.data" and, for "/", "/_root.data".
    let path = rawPath.endsWith(".data") ? rawPath.slice(0, -".data".length) : rawPath;
    if (path === "/_root") path = "/";
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      decoded = path;
    }
    return branches.find((branch) => branch.pattern.test(decoded))?.id ?? "unmatched";
  };
}
