// How far a replica is behind its primary, in time, from WAL positions alone. The health check
// samples the primary's flushed WAL position on every round; a replica is as far behind as the
// oldest sample it has not yet replayed is old. An idle primary writes nothing new, so a replica
// that has replayed everything is 0 s behind however long ago the last write was (which
// `now() - pg_last_xact_replay_timestamp()` would count as lag), and a replica whose replay
// stopped grows older with every round while there is WAL it has not replayed.

/** A WAL position ("16/B374D848") as a number that compares like the position. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

interface Sample {
  at: number;
  lsn: bigint;
}

export class PrimaryWalHistory {
  private samples: Sample[] = [];

  /**
   * @param keepMs How long samples are kept. Past that the lag is only known to be at least
   * about keepMs, so keep them a little longer than the largest lag that must be told apart.
   */
  constructor(private readonly keepMs: number) {}

  /** Notes the primary's flushed WAL position at `at` (ms). */
  record(at: number, lsn: bigint) {
    const last = this.samples.at(-1);
    // An unchanged position adds nothing: the oldest sample of a position is the one that counts.
    if (!last || lsn > last.lsn) this.samples.push({ at, lsn });
    const oldest = at - this.keepMs;
    while (this.samples.length > 1 && this.samples[1]!.at <= oldest) this.samples.shift();
  }

  /** Seconds since the primary first had WAL past `replayed`; 0 when the replica has all the primary had. */
  lagSeconds(replayed: bigint, now: number): number {
    const firstUnreplayed = this.samples.find((s) => s.lsn > replayed);
    return firstUnreplayed ? Math.max(0, now - firstUnreplayed.at) / 1000 : 0;
  }
}
