// Runs projections: each catches up from its checkpoint, then follows the log live. A batch's
// document writes and the checkpoint commit in one transaction, so after a crash a projection
// resumes exactly where it stopped: nothing skipped, nothing applied twice.
import { EventEmitter } from 'node:events';
import type { EventStore, LogPosition } from '../../../eventstore/src/event-store.js';
import type { SqlClient } from '../../../postgres/src/sql-client.js';
import type { DocumentStore } from '../../../readstore/src/document-store.js';
import { applyBatch } from './apply-batch.js';
import { CHECKPOINTS_DDL, deleteCheckpoint, isAtOrAfter, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import type { ProjectionDefinition } from './projection.js';

export interface RunnerLogger {
  log(message: string): void;
  error(message: string): void;
}

interface RunState {
  position: LogPosition;
  status: 'idle' | 'running' | 'failed' | 'stopped';
  error?: string;
}

const BATCH_SIZE = 500;
const POLL_MS = 100;

export class ProjectionRunner {
  private readonly states = new Map<string, RunState>();
  private readonly progress = new EventEmitter();
  private running = false;
  private loops: Promise<void>[] = [];
  private wake: () => void = () => {};

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly documents: DocumentStore,
    private readonly projections: ProjectionDefinition<any>[],
    private readonly logger: RunnerLogger = { log: () => {}, error: (m) => console.error(m) },
  ) {
    this.progress.setMaxListeners(0);
  }

  async prepare(): Promise<void> {
    await this.db.exec(CHECKPOINTS_DDL);
    for (const p of this.projections) await this.documents.ensureCollection(p.collection, p.indexedFields);
  }

  async start(): Promise<void> {
    await this.prepare();
    this.running = true;
    const wakers = new Set<() => void>();
    this.wake = () => wakers.forEach((w) => w());
    const unsubscribe = this.store.onAppended(() => this.wake());
    this.loops = this.projections.map((p) => this.follow(p, wakers));
    this.stopSignal = unsubscribe;
  }

  private stopSignal: () => void = () => {};

  async stop(): Promise<void> {
    this.running = false;
    this.stopSignal();
    this.wake();
    await Promise.allSettled(this.loops);
  }

  status(): Record<string, RunState> {
    return Object.fromEntries(this.states);
  }

  private async follow(projection: ProjectionDefinition<any>, wakers: Set<() => void>): Promise<void> {
    const state: RunState = { position: await readCheckpoint(this.db, projection.name), status: 'running' };
    this.states.set(projection.name, state);
    while (this.running) {
      try {
        const applied = await this.runBatch(projection, state);
        if (applied > 0) continue;
      } catch (error) {
        state.status = 'failed';
        state.error = (error as Error).message;
        this.logger.error(`${state.error} — fix the cause and restart; it resumes from its checkpoint.`);
        this.progress.emit('progress');
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, POLL_MS);
        function done() {
          clearTimeout(timer);
          wakers.delete(done);
          resolve();
        }
        wakers.add(done);
      });
    }
    state.status = 'stopped';
  }

  /** Applies the next batch; returns how many events it read. */
  private async runBatch(projection: ProjectionDefinition<any>, state: RunState): Promise<number> {
    const events = await this.store.readAll(state.position, BATCH_SIZE);
    if (events.length === 0) return 0;
    const last = events[events.length - 1];
    const next = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    await this.db.transaction(async (tx) => {
      await applyBatch(projection, this.documents.within(tx).collection(projection.collection), events);
      await writeCheckpoint(tx, projection.name, next);
    });
    state.position = next;
    this.progress.emit('progress');
    return events.length;
  }

  /** Resolves once every named projection (all by default) has reached `position`, or after timeoutMs. */
  async waitFor(position: LogPosition | null, names?: string[], timeoutMs = 5000): Promise<boolean> {
    if (!position) return true;
    const targets = names ?? this.projections.map((p) => p.name);
    const reached = () =>
      targets.every((name) => {
        const s = this.states.get(name);
        return s && (s.status === 'failed' || isAtOrAfter(s.position, position));
      });
    if (reached()) return true;
    this.wake();
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => finish(false), timeoutMs);
      const check = () => reached() && finish(true);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', check);
        resolve(ok);
      };
      this.progress.on('progress', check);
    });
  }

  /** Drops a projection's documents and checkpoint and replays the whole log into it. */
  async rebuild(name: string): Promise<{ events: number }> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection "${name}". Known: ${this.projections.map((p) => p.name).join(', ')}`);
    await this.prepare();
    await this.db.transaction(async (tx) => {
      await this.documents.within(tx).collection(projection.collection).deleteAll();
      await deleteCheckpoint(tx, name);
    });
    const state: RunState = { position: await readCheckpoint(this.db, name), status: 'running' };
    this.states.set(name, state);
    let events = 0;
    for (let n = await this.runBatch(projection, state); n > 0; n = await this.runBatch(projection, state)) events += n;
    state.status = 'idle';
    return { events };
  }
}
