// Spaces out a burst of e-mails: at most one per interval, while one after a quiet spell goes at
// once. An import of thousands of clients must not hold the database (the embedded one runs one
// statement at a time, so the pro's own import would wait behind the invitations) nor flood the
// mail server; the invitations follow the import at a steady rate instead.
export class SendPace {
  private nextAt = 0;

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** Resolves when the next message may go. */
  async turn(): Promise<void> {
    const now = this.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + this.intervalMs;
    if (at > now) await this.sleep(at - now);
  }
}
