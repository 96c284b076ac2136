// Times /healthz answers, one after another, on a thread of its own: on the bench's main thread a
// probe would wait behind the load it measures (a dozen uploads being written, hundreds of pages
// being read) and count that wait as the server's.
import { Worker } from "node:worker_threads";

const PROBE_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const samples = [];
let running = true;
parentPort.once("message", () => (running = false));
(async () => {
  // The thread's first fetch loads the HTTP client: untimed, and the scenario waits for it.
  await fetch(workerData.origin + "/healthz").then((r) => r.arrayBuffer(), () => {});
  parentPort.postMessage("ready");
  while (running) {
    const started = performance.now();
    try {
      await (await fetch(workerData.origin + "/healthz")).arrayBuffer();
      samples.push(performance.now() - started);
    } catch {
      samples.push(Number.POSITIVE_INFINITY);
    }
    await new Promise((resolve) => setTimeout(resolve, workerData.pauseMs));
  }
  parentPort.postMessage(samples);
})();
`;

/**
 * Starts probing: `ready` once the thread's first (untimed) answer is in; `stop()` ends it and
 * gives every latency measured, in ms (a failed probe is Infinity).
 */
export function startHealthzProbe(origin: string, pauseMs = 20): { ready: Promise<void>; stop: () => Promise<number[]> } {
  const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { origin, pauseMs } });
  const ready = new Promise<void>((resolve, reject) => {
    thread.once("message", () => resolve());
    thread.once("error", reject);
  });
  const finished = ready.then(
    () =>
      new Promise<number[]>((resolve, reject) => {
        thread.once("message", resolve);
        thread.once("error", reject);
      }),
  );
  return {
    ready,
    async stop() {
      thread.postMessage("stop");
      const samples = await finished;
      await thread.terminate();
      return samples;
    },
  };
}

/** Probes /healthz until `until()` says stop; the latencies in ms. */
export async function probeHealth(origin: string, until: () => boolean, pauseMs = 20): Promise<number[]> {
  const probe = startHealthzProbe(origin, pauseMs);
  await probe.ready;
  while (!until()) await new Promise((resolve) => setTimeout(resolve, 10));
  return probe.stop();
}
