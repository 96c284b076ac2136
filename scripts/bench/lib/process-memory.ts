// Resident memory of a process tree, read from /proc: VmRSS now and VmHWM (the highest it has
// been since the process started), sampled on an interval to catch each process's peak.
import fs from "node:fs";

export interface ProcessMemory {
  pid: number;
  /** Resident set now, bytes. */
  rss: number;
  /** The process's resident high-water mark since it started, bytes. */
  hwm: number;
}

export function childPids(pid: number): number[] {
  try {
    const kids = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    return kids.flatMap((k) => [k, ...childPids(k)]);
  } catch {
    return [];
  }
}

function kilobytes(status: string, field: string): number {
  const found = status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return found ? Number(found[1]) * 1024 : 0;
}

export function processMemory(pid: number): ProcessMemory | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return { pid, rss: kilobytes(status, "VmRSS"), hwm: kilobytes(status, "VmHWM") };
  } catch {
    return null;
  }
}

/** The process and every descendant, the root first. */
export function treeMemory(root: number): ProcessMemory[] {
  return [root, ...childPids(root)].map(processMemory).filter((p): p is ProcessMemory => p !== null && p.rss > 0);
}

export interface MemoryPeaks {
  /** Peak RSS of each process seen, bytes. */
  byPid: Map<number, number>;
  /** Peak of the processes' RSS summed at the same instant, bytes. */
  together: number;
  stop: () => void;
}

/** Samples the tree every `intervalMs` until stopped. */
export function samplePeaks(root: number, intervalMs = 200): MemoryPeaks {
  const peaks: MemoryPeaks = { byPid: new Map(), together: 0, stop: () => clearInterval(timer) };
  const sample = () => {
    let sum = 0;
    for (const { pid, rss } of treeMemory(root)) {
      peaks.byPid.set(pid, Math.max(peaks.byPid.get(pid) ?? 0, rss));
      sum += rss;
    }
    peaks.together = Math.max(peaks.together, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return peaks;
}
