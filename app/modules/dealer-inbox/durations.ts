// A first-response time as the dealer reads it: "under a minute", "45 min", "2 h 5 min", "3 days 4 h".
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatResponseTime(ms: number): string {
  if (ms < MINUTE) return "under a minute";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h${minutes ? ` ${minutes} min` : ""}`;
  }
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  return `${days} day${days === 1 ? "" : "s"}${hours ? ` ${hours} h` : ""}`;
}
