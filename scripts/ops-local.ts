// npm run ops:local: Prometheus (and Grafana, if installed) on this machine, scraping the running
// app's metrics port with ops/alerts.yml loaded and the dashboards of ops/grafana provisioned
// (docs/operations.md, "Running it locally"). Ctrl+C stops both.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { opsLocalPlan } from "./lib/ops-local-config";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

const plan = opsLocalPlan({
  root: ROOT,
  metricsPort: Number(process.env.METRICS_PORT || 9091),
  metricsHost: process.env.METRICS_HOST || "127.0.0.1",
  prometheusPort: Number(process.env.OPS_PROMETHEUS_PORT || 9090),
  grafanaPort: Number(process.env.OPS_GRAFANA_PORT || 3030),
});

if (!has("prometheus")) {
  console.error([
    "ops:local needs Prometheus, which is not installed.",
    "  Debian/Ubuntu: sudo apt-get install prometheus   (then: sudo systemctl disable --now prometheus,",
    "                 so only this command runs it)",
    "  macOS:         brew install prometheus",
    "Grafana is optional; without it the Prometheus UI shows the series and alerts.",
  ].join("\n"));
  process.exit(1);
}

for (const [file, content] of Object.entries(plan.files)) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
fs.mkdirSync(path.join(plan.dir, "prometheus"), { recursive: true });

const children: ChildProcess[] = [];
let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3_000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((done) => child.once("exit", done)) : null))).then(() => process.exit(code));
}

function start(name: string, command: string, args: string[], logFile: string): void {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { cwd: plan.dir, stdio: ["ignore", log, log] });
  children.push(child);
  child.once("error", (error) => {
    console.error(`${name} could not start: ${error.message}`);
    stop(1);
  });
  child.once("exit", (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); see ${path.relative(ROOT, logFile)}`);
    stop(1);
  });
}

start("Prometheus", "prometheus", plan.prometheusArgs, path.join(plan.dir, "prometheus.log"));
console.log(`Prometheus: ${plan.prometheusUrl} (scraping ${plan.target} every 5 s, rules from ops/alerts.yml; alerts at ${plan.prometheusUrl}/alerts)`);

const grafanaDir = path.join(plan.dir, "grafana");
const grafanaHome = process.env.GRAFANA_HOME || ["/usr/share/grafana", "/opt/homebrew/share/grafana", "/usr/local/share/grafana"].find((dir) => fs.existsSync(dir));
const grafanaArgs = ["--homepath", grafanaHome ?? "/usr/share/grafana", "--config", path.join(grafanaDir, "grafana.ini")];
if (has("grafana")) start("Grafana", "grafana", ["server", ...grafanaArgs], path.join(grafanaDir, "grafana.log"));
else if (has("grafana-server")) start("Grafana", "grafana-server", grafanaArgs, path.join(grafanaDir, "grafana.log"));
if (children.length > 1) console.log(`Grafana: ${plan.grafanaUrl} (dashboards in the RideMarket folder)`);
else console.log(`Grafana is optional and not installed; graph the series at ${plan.prometheusUrl}/graph, or install Grafana and run this again.`);

console.log("Start the app with npm run build && npm start (npm run dev serves no metrics), then browse for traffic. Ctrl+C stops these.");
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
