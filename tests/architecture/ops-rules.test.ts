// The alert rules and dashboards of ops/ against what the code records: promtool checks and
// unit-tests the rules, every alert has its runbook in docs/operations.md, and every series a rule
// or a panel reads is in the metric catalog (app/utils/metrics.server.ts or prom-client's process
// metrics), so renaming a metric breaks this test rather than a dashboard.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import client from "prom-client";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const alertsYml = read("ops/alerts.yml");
const operations = read("docs/operations.md");
const dashboards = fs.readdirSync(path.join(ROOT, "ops/grafana")).filter((name) => name.endsWith(".json"));

/** Every `expr:` of the rule file, inline or as a `|` block. */
function ruleExpressions(yml: string): string[] {
  const lines = yml.split("\n");
  const exprs: string[] = [];
  lines.forEach((line, i) => {
    const match = /^(\s*)expr:\s*(.*)$/.exec(line);
    if (!match) return;
    const [, spaces = "", inline = ""] = match;
    if (inline !== "|" && inline !== ">") return void exprs.push(inline);
    const indent = spaces.length;
    const block: string[] = [];
    for (let j = i + 1; j < lines.length; j++) {
      const next = lines[j] ?? "";
      if (next.trim() !== "" && next.search(/\S/) <= indent) break;
      block.push(next);
    }
    exprs.push(block.join("\n"));
  });
  return exprs;
}

const KEYWORDS = new Set(["and", "or", "unless", "by", "without", "on", "ignoring", "group_left", "group_right", "offset", "bool", "inf", "nan"]);
/** The series names a PromQL expression reads. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  const names = new Set<string>();
  for (const match of bare.matchAll(/(?<![\w$.])([a-zA-Z_:][\w:]*)(\s*\()?/g)) {
    const name = match[1] ?? "";
    if (match[2] || KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

async function catalog(): Promise<Set<string>> {
  const names = new Set<string>();
  const source = read("app/utils/metrics.server.ts");
  for (const [, kind, name = ""] of source.matchAll(/\b(counter|gauge|histogram)\("([a-z_:][\w:]*)"/g)) {
    names.add(name);
    if (kind === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(name + suffix);
  }
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === "histogram") for (const suffix of ["_bucket", "_sum", "_count"]) names.add(metric.name + suffix);
  }
  for (const [, name = ""] of alertsYml.matchAll(/^\s*-?\s*record:\s*([\w:]+)\s*$/gm)) names.add(name);
  return names;
}

const promtool = (...args: string[]) => spawnSync("promtool", args, { cwd: path.join(ROOT, "ops"), encoding: "utf8" });

describe("ops/alerts.yml", () => {
  it("passes promtool check rules and its unit tests", () => {
    expect(spawnSync("sh", ["-c", "command -v promtool"]).status, "promtool is not installed (apt-get install prometheus; .ci/run does)").toBe(0);
    const check = promtool("check", "rules", "alerts.yml");
    expect(check.status, check.stdout + check.stderr).toBe(0);
    const test = promtool("test", "rules", "alerts.test.yml");
    expect(test.status, test.stdout + test.stderr).toBe(0);
    expect(execFileSync("promtool", ["--version"], { encoding: "utf8" })).toMatch(/promtool, version 2\./);
  });

  it("gives every alert a runbook heading in docs/operations.md that its runbook_url names", () => {
    const alerts = [...new Set([...alertsYml.matchAll(/^\s*- alert:\s*(\w+)\s*$/gm)].map((m) => m[1] ?? ""))];
    expect(alerts.length).toBeGreaterThan(10);
    const headings = new Set([...operations.matchAll(/^#{2,4}\s+(\w+)\s*$/gm)].map((m) => (m[1] ?? "").toLowerCase()));
    for (const alert of alerts) expect(headings.has(alert.toLowerCase()), `runbook heading for ${alert}`).toBe(true);
    const urls = [...alertsYml.matchAll(/runbook_url:\s*"docs\/operations\.md#([\w-]+)"/g)].map((m) => m[1] ?? "");
    expect(urls.length).toBeGreaterThanOrEqual(alerts.length);
    for (const anchor of urls) expect(headings.has(anchor), `docs/operations.md#${anchor}`).toBe(true);
  });

  it("reads only series from the metric catalog", async () => {
    const known = await catalog();
    const exprs = ruleExpressions(alertsYml);
    expect(exprs.length).toBeGreaterThan(20);
    for (const expr of exprs) for (const name of metricNames(expr)) expect(known.has(name), `${name} in ${expr}`).toBe(true);
  });

  it("sizes the machine memory alert by fly.toml's machine", () => {
    const memory = /^\s*memory\s*=\s*"(\d+)(gb|mb)"/m.exec(read("fly.toml"));
    expect(memory, "fly.toml [[vm]] memory").not.toBeNull();
    const mb = Number(memory?.[1]) * (memory?.[2] === "gb" ? 1024 : 1);
    expect(alertsYml).toContain(`instance:process_resident_memory_bytes:sum > 0.95 * ${mb} * 1024 * 1024`);
  });

  it("finds a renamed metric", async () => {
    const known = await catalog();
    expect(metricNames('sum by (app) (rate(http_requests_total{status_class="5xx"}[5m])) / ignoring(x) http_request_total').filter((n) => !known.has(n))).toEqual(["http_request_total"]);
  });
});

describe("ops/grafana dashboards", () => {
  it("are the four dashboards", () => {
    expect(dashboards.sort()).toEqual(["database.json", "jobs.json", "overview.json", "search.json"]);
  });

  it.each(dashboards)("%s is a dashboard with unique panel ids on the datasource variable, reading catalog series", async (name) => {
    const dashboard = JSON.parse(read(`ops/grafana/${name}`));
    const known = await catalog();
    expect(dashboard.uid).toMatch(/^ridemarket-/);
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.templating.list.find((v: { name: string }) => v.name === "datasource")).toMatchObject({ type: "datasource", query: "prometheus" });
    const ids = dashboard.panels.map((panel: { id: number }) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.datasource.uid, panel.title).toBe("${datasource}");
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) for (const metric of metricNames(target.expr)) expect(known.has(metric), `${metric} in ${name} "${panel.title}"`).toBe(true);
    }
  });
});
