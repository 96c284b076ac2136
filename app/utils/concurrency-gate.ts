// At most a few costly tasks of one kind run at once in this process; the next ones wait in a
// short queue for a bounded time, and past the queue's length or the wait they are refused at
// once (the caller answers 503 with Retry-After) instead of piling up behind the ones running.

export interface GateLimits {
  /** Tasks that may run at once. */
  running: number;
  /** Tasks that may wait for a turn; one more is refused at once. */
  waiting: number;
  /** How long a task waits for its turn before it is refused. */
  maxWaitMs: number;
}

export interface ConcurrencyGate {
  /** Runs the task in its turn; throws `refuse()` when the queue is full or the wait runs out. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** How many run and wait right now. */
  load(): { running: number; waiting: number };
}

interface Waiter {
  start: () => void;
  timer: ReturnType<typeof setTimeout>;
}

/** A gate for one kind of task; `limits` is read at each turn, so a test may change it. */
export function concurrencyGate(limits: GateLimits, refuse: () => Error): ConcurrencyGate {
  let running = 0;
  const queue: Waiter[] = [];

  function turn(): Promise<void> {
    if (running < limits.running) {
      running++;
      return Promise.resolve();
    }
    if (queue.length >= limits.waiting) return Promise.reject(refuse());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(refuse());
        }, limits.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  function release() {
    // The slot passes straight to the next in line, or is given back.
    const next = queue.shift();
    if (!next) {
      running--;
      return;
    }
    clearTimeout(next.timer);
    next.start();
  }

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
