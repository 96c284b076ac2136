import { describe, expect, it } from "vitest";
import { opsLocalPlan, scrapeTarget } from "./ops-local-config";

describe("ops:local config", () => {
  const plan = opsLocalPlan({ root: "/repo", metricsPort: 9091, metricsHost: "127.0.0.1" });
  const file = (end: string) => Object.entries(plan.files).find(([name]) => name.endsWith(end))?.[1] ?? "";

  it("scrapes the app's metrics port every 5 s with the alert rules loaded", () => {
    const prometheus = file("/.data/ops/prometheus.yml");
    expect(prometheus).toContain("scrape_interval: 5s");
    expect(prometheus).toContain('- "/repo/ops/alerts.yml"');
    expect(prometheus).toContain('targets: ["127.0.0.1:9091"]');
    expect(prometheus).toContain("metrics_path: /metrics");
  });

  it("keeps Prometheus on loopback with its storage under .data/ops", () => {
    expect(plan.prometheusArgs).toContain("--web.listen-address=127.0.0.1:9090");
    expect(plan.prometheusArgs).toContain("--storage.tsdb.path=/repo/.data/ops/prometheus");
    expect(plan.prometheusArgs).toContain("--config.file=/repo/.data/ops/prometheus.yml");
    expect(Object.keys(plan.files).every((name) => name.startsWith("/repo/.data/ops/"))).toBe(true);
  });

  it("provisions Grafana with the local Prometheus and the dashboards of ops/grafana", () => {
    expect(file("/datasources/prometheus.yml")).toContain("url: http://127.0.0.1:9090");
    expect(file("/dashboards/ridemarket.yml")).toContain('path: "/repo/ops/grafana"');
    expect(file("/grafana.ini")).toContain("provisioning = /repo/.data/ops/grafana/provisioning");
    expect(file("/grafana.ini")).toContain("http_addr = 127.0.0.1");
  });

  it("follows METRICS_PORT and METRICS_HOST, scraping loopback when the app listens everywhere", () => {
    expect(opsLocalPlan({ root: "/r", metricsPort: 9200, metricsHost: "::", prometheusPort: 9300 }).files["/r/.data/ops/prometheus.yml"]).toContain('targets: ["127.0.0.1:9200"]');
    expect(scrapeTarget("0.0.0.0", 9091)).toBe("127.0.0.1:9091");
    expect(scrapeTarget("::1", 9091)).toBe("[::1]:9091");
    expect(scrapeTarget("10.0.0.5", 9091)).toBe("10.0.0.5:9091");
  });
});
