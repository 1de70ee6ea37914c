// Counts attempts per key (a client's address, an account's e-mail) in a fixed window that opens
// with the first counted attempt: once a key has used up its attempts it waits until that window
// closes. Kept in memory, so each API process counts its own; time comes in as `now`, so the
// counting is pure and its spec needs no clock.

export interface AttemptLimit {
  /** Attempts a key may make in one window. */
  max: number;
  windowMs: number;
}

/** Keys kept before closed windows are dropped, and beyond which the oldest go (a spray of keys cannot fill memory). */
const MAX_KEYS = 20_000;

export class AttemptWindows {
  private readonly windows = new Map<string, { openedAt: number; count: number }>();

  constructor(private readonly limit: AttemptLimit) {}

  /** How long the key must wait before its next attempt; 0 when it may try now. */
  waitMs(key: string, now: number): number {
    const window = this.windows.get(key);
    if (!window || now - window.openedAt >= this.limit.windowMs || window.count < this.limit.max) return 0;
    return window.openedAt + this.limit.windowMs - now;
  }

  /** Counts one attempt of the key. */
  record(key: string, now: number): void {
    const window = this.windows.get(key);
    if (window && now - window.openedAt < this.limit.windowMs) {
      window.count++;
      return;
    }
    this.windows.delete(key);
    if (this.windows.size >= MAX_KEYS) this.forgetOld(now);
    this.windows.set(key, { openedAt: now, count: 1 });
  }

  /** Takes back one counted attempt of the key (counted before it was known to succeed). */
  forgive(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count--;
  }

  /** Forgets the key's attempts (an account's failures after it signed in). */
  clear(key: string): void {
    this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }

  private forgetOld(now: number): void {
    for (const [key, w] of this.windows) if (now - w.openedAt >= this.limit.windowMs) this.windows.delete(key);
    // Insertion order is opening order: the oldest windows go first.
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** 'Please wait 12 minutes': whole minutes, rounded up, never 0. */
export const waitInMinutes = (waitMs: number): string => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};
