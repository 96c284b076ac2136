// The files `npm run ops:local` writes (scripts/ops-local.ts): a Prometheus config scraping the
// local app's metrics port with ops/alerts.yml loaded, and Grafana provisioning that points at
// that Prometheus and loads the dashboards in ops/grafana. Pure, so a test can read what it makes.
import path from "node:path";

export interface OpsLocalOptions {
  /** The repository's root: ops/ is read from here, .data/ops/ written under it. */
  root: string;
  /** The app's METRICS_PORT (9091 unless set). */
  metricsPort: number;
  /** The app's METRICS_HOST; an address that listens everywhere is scraped on loopback. */
  metricsHost: string;
  prometheusPort?: number;
  grafanaPort?: number;
}

export interface OpsLocalPlan {
  dir: string;
  target: string;
  prometheusUrl: string;
  grafanaUrl: string;
  prometheusArgs: string[];
  /** Paths (absolute) to their contents. */
  files: Record<string, string>;
}

const WILDCARD_HOSTS = new Set(["", "0.0.0.0", "::", "[::]"]);

/** host:port as Prometheus wants a target, with IPv6 in brackets. */
export function scrapeTarget(host: string, port: number): string {
  const h = WILDCARD_HOSTS.has(host.trim()) ? "127.0.0.1" : host.trim();
  return h.includes(":") && !h.startsWith("[") ? `[${h}]:${port}` : `${h}:${port}`;
}

const quote = (value: string) => JSON.stringify(value);

export function opsLocalPlan(options: OpsLocalOptions): OpsLocalPlan {
  const { root, metricsPort, metricsHost } = options;
  const prometheusPort = options.prometheusPort ?? 9090;
  const grafanaPort = options.grafanaPort ?? 3030;
  const dir = path.join(root, ".data", "ops");
  const grafanaDir = path.join(dir, "grafana");
  const target = scrapeTarget(metricsHost, metricsPort);
  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  const grafanaUrl = `http://127.0.0.1:${grafanaPort}`;

  const prometheusYml = [
    "# Written by npm run ops:local (scripts/ops-local.ts); rewritten on every run.",
    "global:",
    "  scrape_interval: 5s",
    "  evaluation_interval: 5s",
    "rule_files:",
    `  - ${quote(path.join(root, "ops", "alerts.yml"))}`,
    "scrape_configs:",
    "  - job_name: ridemarket",
    "    metrics_path: /metrics",
    "    static_configs:",
    `      - targets: [${quote(target)}]`,
    "        labels:",
    "          app: ridemarket-local",
    "",
  ].join("\n");

  const grafanaIni = [
    "; Written by npm run ops:local: a throwaway local Grafana, signed in as an anonymous admin.",
    "[paths]",
    `data = ${path.join(grafanaDir, "data")}`,
    `logs = ${path.join(grafanaDir, "logs")}`,
    `plugins = ${path.join(grafanaDir, "plugins")}`,
    `provisioning = ${path.join(grafanaDir, "provisioning")}`,
    "[server]",
    "http_addr = 127.0.0.1",
    `http_port = ${grafanaPort}`,
    "[auth.anonymous]",
    "enabled = true",
    "org_role = Admin",
    "[auth]",
    "disable_login_form = true",
    "[analytics]",
    "reporting_enabled = false",
    "check_for_updates = false",
    "check_for_plugin_updates = false",
    "[news]",
    "news_feed_enabled = false",
    "",
  ].join("\n");

  const datasourceYml = [
    "apiVersion: 1",
    "datasources:",
    "  - name: Prometheus (local)",
    "    uid: ridemarket-local-prometheus",
    "    type: prometheus",
    "    access: proxy",
    `    url: ${prometheusUrl}`,
    "    isDefault: true",
    "    jsonData:",
    "      timeInterval: 5s",
    "",
  ].join("\n");

  const dashboardsYml = [
    "apiVersion: 1",
    "providers:",
    "  - name: ridemarket",
    "    folder: RideMarket",
    "    type: file",
    "    allowUiUpdates: true",
    "    options:",
    `      path: ${quote(path.join(root, "ops", "grafana"))}`,
    "",
  ].join("\n");

  return {
    dir,
    target,
    prometheusUrl,
    grafanaUrl,
    prometheusArgs: [
      `--config.file=${path.join(dir, "prometheus.yml")}`,
      `--storage.tsdb.path=${path.join(dir, "prometheus")}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
      "--storage.tsdb.retention.time=2d",
    ],
    files: {
      [path.join(dir, "prometheus.yml")]: prometheusYml,
      [path.join(grafanaDir, "grafana.ini")]: grafanaIni,
      [path.join(grafanaDir, "provisioning", "datasources", "prometheus.yml")]: datasourceYml,
      [path.join(grafanaDir, "provisioning", "dashboards", "ridemarket.yml")]: dashboardsYml,
    },
  };
}
