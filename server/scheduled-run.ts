// A run repeated on a timer in every process that runs the job worker (the runs themselves take
// advisory locks, so one machine at a time does the work). A run still going when the timer
// fires again is not started twice; the timer never keeps the process alive. A run that throws
// is logged as an error under `failure`, and the next tick tries again.
import { log } from "../app/shared/log";

export interface ScheduledRun {
  start(intervalMs?: number): void;
  stop(): void;
}

const MINUTE = 60 * 1000;

export function scheduledRun(failure: string, run: () => Promise<void>): ScheduledRun {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } catch (error) {
      log("error", failure, { error: String(error) });
    } finally {
      running = false;
    }
  };
  return {
    start(intervalMs = MINUTE) {
      if (timer) return;
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
