// One pass of a scheduled job at a time across the processes sharing a database (several API
// processes on one PostgreSQL server): a pass holds the lease `job:<name>`, renewed while it runs
// and released at its end. A pass that finds the lease held waits for it (the other process's pass
// ends, or its lease runs out after a crash), then runs: what the first recorded is on the streams
// by then, so the second finds it done. A pass that loses its lease (this process stalled past
// it) stops before its next item: lease.assertHeld() throws. Without a database (a test's second
// runner in the same process) passes are not coordinated here.
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '#app/postgres';
import { claimLeases, ensureLeasesTable, releaseLeases } from './leases.js';

export interface PassLease {
  /** Throws when this pass may no longer hold its lease: call it before each item's action. */
  assertHeld(): void;
}

export interface ExclusivePassOptions {
  /** Default 30 s: how long a crashed process's pass blocks the others. */
  leaseMs?: number;
  /** How often a waiting pass asks again (default 250 ms). */
  pollMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNCOORDINATED: PassLease = { assertHeld: () => {} };

export class ExclusivePasses {
  private ready: Promise<void> | null = null;
  private readonly leaseMs: number;
  private readonly pollMs: number;

  constructor(
    private readonly db: SqlClient | undefined,
    options: ExclusivePassOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 30_000;
    this.pollMs = options.pollMs ?? 250;
  }

  async run<T>(job: string, pass: (lease: PassLease) => Promise<T>): Promise<T> {
    const db = this.db;
    if (!db) return pass(UNCOORDINATED);
    this.ready ??= ensureLeasesTable(db).catch((error) => {
      this.ready = null; // asked again by the next pass
      throw error;
    });
    await this.ready;
    const name = `job:${job}`;
    const owner = randomUUID();
    const claim = async (): Promise<number | null> => {
      const asked = Date.now();
      return (await claimLeases(db, [name], owner, this.leaseMs)).has(name) ? asked + this.leaseMs : null;
    };
    let heldUntil = await claim();
    while (heldUntil === null) {
      await pause(this.pollMs);
      heldUntil = await claim();
    }
    let lost = false;
    let renewing = false;
    const renewal = setInterval(() => {
      if (renewing || lost) return;
      renewing = true;
      claim()
        .then((until) => (until === null ? (lost = true) : (heldUntil = until)))
        .catch(() => {}) // tried again at the next turn; meanwhile assertHeld runs out on its own
        .finally(() => (renewing = false));
    }, this.leaseMs / 3);
    const lease: PassLease = {
      assertHeld: () => {
        if (lost || Date.now() >= heldUntil! - this.leaseMs / 3) {
          throw new Error(`The ${job} pass stopped: another process may run it now (this one could not keep its lease).`);
        }
      },
    };
    try {
      return await pass(lease);
    } finally {
      clearInterval(renewal);
      await releaseLeases(db, [name], owner).catch(() => {}); // if it cannot be released it expires
    }
  }
}
