// Keeps a runner's leases (one per reaction): asks for all of them at start and every third of a
// lease after, which renews those it holds and takes over those another process gave up or let
// expire. The runner acts for a name only while holds(name): held, with at least a third of the
// lease left on this process's clock, counted from before the request (so never past the
// database's expiry). An effect started under the lease thus ends before another process may
// take it over, unless this process stalls for longer than that (then the work in flight may be
// done twice, as after a crash).
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '#app/postgres';
import { claimLeases, ensureLeasesTable, releaseLeases } from './leases.js';

export interface LeaseOptions {
  /** How long a lease lasts unless renewed (default 15 s): how long a crashed process's work waits. */
  leaseMs?: number;
  /** Who holds the leases (default: a new id per keeper, i.e. per runner). */
  owner?: string;
}

export const DEFAULT_LEASE_MS = 15_000;

export class LeaseKeeper {
  readonly owner: string;
  private readonly leaseMs: number;
  private held = new Set<string>();
  private heldUntil = 0;
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private wakeUp: () => void = () => {};

  constructor(
    private readonly db: SqlClient,
    private readonly names: readonly string[],
    options: LeaseOptions = {},
    private readonly onError: (message: string) => void = () => {},
  ) {
    this.owner = options.owner ?? randomUUID();
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  async start(): Promise<void> {
    if (this.running) return;
    await ensureLeasesTable(this.db);
    await this.claim();
    this.running = true;
    this.loop = this.keep();
  }

  /** Stops renewing and gives the leases up: another process takes them over at its next request. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.wakeUp();
    await this.loop;
    const names = [...this.held];
    this.held.clear();
    await releaseLeases(this.db, names, this.owner);
  }

  holds(name: string): boolean {
    return this.held.has(name) && Date.now() < this.heldUntil - this.leaseMs / 3;
  }

  /** The database refused a write fenced by this lease: another process has it now. */
  lost(name: string): void {
    this.held.delete(name);
  }

  private async claim(): Promise<void> {
    const asked = Date.now();
    this.held = await claimLeases(this.db, this.names, this.owner, this.leaseMs);
    this.heldUntil = asked + this.leaseMs;
  }

  private async keep(): Promise<void> {
    while (this.running) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.leaseMs / 3);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (!this.running) break;
      // A failed renewal is tried again at the next turn; meanwhile holds() runs out on its own.
      await this.claim().catch((error) => this.onError(`Could not renew leases (${this.names.join(', ')}): ${(error as Error).message}`));
    }
  }
}
