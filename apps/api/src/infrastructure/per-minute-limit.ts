// A limit of calls per key (a client's address) and minute, kept in memory: the public HTTP
// routes' guard against guessing (the GraphQL calls have their own throttler guard).
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

export const TOO_MANY_REQUESTS = 'Too Many Requests: please wait a minute and try again.';

export class PerMinuteLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly limit: number) {}

  /** Counts a call; false once the key made more than `limit` calls in its current minute. */
  allow(key: string, now = Date.now()): boolean {
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= WINDOW_MS) {
      if (this.windows.size > MAX_KEYS) for (const [k, w] of this.windows) if (now - w.startedAt >= WINDOW_MS) this.windows.delete(k);
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    return ++window.count <= this.limit;
  }
}
