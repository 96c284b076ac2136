import routes from "../../../app/routes";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every route pattern of app/routes.ts, as "/a/:b"; "/" for the index. */
export function routePatterns(): string[] {
  const out: string[] = [];
  const walk = (entries: RouteEntry[], base: string) => {
    for (const e of entries) {
      const full = e.path ? `${base}/${e.path}`.replace(/\/+/g, "/") : base || "/";
      if (e.index || e.path !== undefined) out.push(full || "/");
      if (e.children) walk(e.children, e.path ? full : base);
    }
  };
  walk(routes as RouteEntry[], "");
  return [...new Set(out)];
}
