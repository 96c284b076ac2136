/** Read at every turn, so a test may change them on the object it passed. */
export interface SlotLimits {
  /** How many may hold the gate at once. */
  running: number;
  /** How many more may wait in line for it; past that they are refused at once. */
  waiting: number;
  /** How long one may wait in line before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  grant: () => void;
}

/** Gives back a slot once; calling it again does nothing. */
export type Release = () => void;

/**
 * A fixed number of slots in one process for one kind of costly work (photo uploads and decodes,
 * searches, preview drawings), with a short line in front of them. Beyond the line, or after
 * waiting too long, the caller gets the error `refuse()` makes (each kind's own 503 with
 * Retry-After): work that would only pile up is refused rather than queued without end.
 */
export class WorkSlots {
  private holders = 0;
  private readonly line: Waiter[] = [];

  constructor(
    private readonly options: SlotLimits,
    private readonly refuse: () => Error,
    /** Called each time the last slot is given back and nobody waits. */
    private readonly whenIdle?: () => void,
  ) {}

  /** Slots taken now and callers waiting for one, for measurements and tests. */
  get load() {
    return { running: this.holders, waiting: this.line.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holders--;
      // The limit may have fallen since (a paced limit, loop-paced-limit.ts): fill only up to it.
      while (this.holders < this.options.running && this.line.length > 0) this.line.shift()!.grant();
      if (this.holders === 0 && this.line.length === 0) this.whenIdle?.();
    };
  }

  /** Takes a slot, waiting in line for one when all are held; `signal` gives up the place in line. */
  enter(signal?: AbortSignal): Promise<Release> {
    if (this.holders < this.options.running && this.line.length === 0) {
      this.holders++;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.options.waiting || signal?.aborted) return Promise.reject(this.refuse());
    return new Promise<Release>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        const index = this.line.indexOf(waiter);
        if (index >= 0) this.line.splice(index, 1);
      };
      const onAbort = () => {
        leave();
        reject(this.refuse());
      };
      const waiter: Waiter = {
        grant: () => {
          leave();
          this.holders++;
          resolve(this.releaser());
        },
      };
      const timer = setTimeout(onAbort, this.options.maxWaitMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      this.line.push(waiter);
    });
  }

  /** Runs the task in a slot and gives the slot back however the task ends. */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    const release = await this.enter(signal);
    try {
      return await task();
    } finally {
      release();
    }
  }
}
