import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The route manifest is sent with the first page, so no response (such as a lazy
  // /__manifest answer) bypasses the root middleware's security headers.
  routeDiscovery: { mode: "initial" },
  // React Router's own check compares Origin with request.url, which behind Fly's TLS
  // proxy is http:// while the browser's Origin is https://: it would refuse every form.
  // The root middleware (app/edge/middleware/security.server.ts) does the real check
  // at run time against APP_ORIGIN and Sec-Fetch-Site, before any action runs.
  allowedActionOrigins: ["**"],
  future: {
    v8_splitRouteModules: true,
    v8_middleware: true,
  },
} satisfies Config;
