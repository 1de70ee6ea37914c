// Runs projections: they catch up from their checkpoints, then follow the log live, together. One
// reader reads each batch of the log once for all of them, and one statement writes the documents
// of every projection the batch concerns with their checkpoints. A projection's document writes
// and its checkpoint commit together, so after a crash it resumes exactly where it stopped:
// nothing skipped, nothing applied twice.
// Several processes may run the same projections on one PostgreSQL database (several API
// processes): each follows the log, but a batch's write first locks the checkpoints it moves and
// applies only if they still stand where this runner last saw them. Otherwise another process
// applied those events already: this one writes nothing and takes up from the stored checkpoints.
import { EventEmitter } from 'node:events';
import { START_OF_LOG, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import type { SqlClient, SqlExecutor } from '#app/postgres';
import type { DocumentStore } from '#app/readstore';
import { applyAcrossGuarded, applyBatch } from './apply-batch.js';
import { ASYNC_COMMIT, BATCH_SIZE, positionOf } from './log-batches.js';
import { rebuildProjection } from './rebuild-projection.js';
import {
  CHECKPOINTS_DDL, checkpointsGuard, checkpointsGuardResult, ensureCheckpoints, isAtOrAfter, laterPosition, lockCheckpoints, moveCheckpointFrom, readCheckpoint,
  samePosition, writeCheckpoint,
} from './checkpoints.js';
import type { ProjectionDefinition } from '#app/es';
import { pollIntervalFor } from '../poll-interval.js';

export interface RunnerLogger {
  log(message: string): void;
  error(message: string): void;
}

interface RunState {
  position: LogPosition;
  /** The checkpoint as this runner last read or wrote it: if the stored one differs, another process moved it. */
  saved: LogPosition;
  status: 'idle' | 'running' | 'failed' | 'stopped';
  error?: string;
  /** Events read past the stored checkpoint by batches that had nothing for this projection. */
  unsaved?: number;
}

/**
 * When an append made in this process cannot be read yet (an older transaction is still open, and
 * readers never pass one), read again after these delays rather than at the next poll.
 */
const RETRY_MS = [1, 2, 5, 10, 20, 50];
/**
 * A batch with no event of a projection's types writes nothing, not even its checkpoint, until
 * this many such events went by (or the runner stops): nothing is lost, since replaying them from
 * the older checkpoint does nothing either; it only bounds what a restart reads again.
 */
const UNSAVED_EVENTS = 1000;

/** Another process moved these checkpoints (it applied those events): the transaction writes nothing. */
class CheckpointsMoved extends Error {
  constructor(readonly moved: Map<string, LogPosition>) {
    super(`Checkpoints moved by another process: ${[...moved.keys()].join(', ')}`);
  }
}

/** One projection's share of a batch: the events after its own position. */
interface Share {
  projection: ProjectionDefinition<any>;
  state: RunState;
  events: RecordedEvent[];
}

export class ProjectionRunner {
  private readonly states = new Map<string, RunState>();
  private readonly progress = new EventEmitter();
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private unsubscribe: () => void = () => {};
  /** Set by an append signal; one that comes while reading or applying means "read again at once". */
  private signalled = false;
  private wakeUp: () => void = () => {};
  /** The latest position appended in this process: until the projections read it, it is not idle time. */
  private appendedUpTo: LogPosition | null = null;
  /** How often to look for appends made by other processes (see pollIntervalFor). */
  private readonly pollMs: number;

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly documents: DocumentStore,
    private readonly projections: ProjectionDefinition<any>[],
    private readonly logger: RunnerLogger = { log: () => {}, error: (m) => console.error(m) },
  ) {
    this.progress.setMaxListeners(0);
    this.pollMs = pollIntervalFor(db);
  }

  async prepare(): Promise<void> {
    await this.db.exec(CHECKPOINTS_DDL);
    for (const p of this.projections) await this.documents.ensureCollection(p.collection, p.indexedFields);
  }

  async start(): Promise<void> {
    await this.prepare();
    await ensureCheckpoints(this.db, this.projections.map((p) => p.name));
    for (const p of this.projections) {
      const saved = await readCheckpoint(this.db, p.name);
      this.states.set(p.name, { position: saved, saved, status: 'running' });
    }
    this.running = true;
    this.unsubscribe = this.store.onAppended((position) => {
      this.appendedUpTo = laterPosition(this.appendedUpTo, position ?? null);
      this.wake();
    });
    this.loop = this.followAll();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.unsubscribe();
    this.wake();
    await this.loop;
  }

  status(): Record<string, RunState> {
    return Object.fromEntries(this.states);
  }

  private wake(): void {
    this.signalled = true;
    this.wakeUp();
  }

  private pause(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      if (this.signalled || !this.running) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = () => {};
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /**
   * The one loop of all running projections: read the batch after the earliest of their
   * positions (the next one is read while this one is applied), apply it, repeat; when there is
   * nothing to read, wait for an append signal or the poll.
   */
  private async followAll(): Promise<void> {
    let ahead: { from: LogPosition; events: Promise<RecordedEvent[]> } | null = null;
    let retries = 0;
    while (this.running) {
      const active = this.projections.filter((p) => this.states.get(p.name)!.status === 'running');
      if (active.length === 0) break;
      const from = active.map((p) => this.states.get(p.name)!.position).reduce((a, b) => (isAtOrAfter(a, b) ? b : a));
      this.signalled = false;
      let events: RecordedEvent[];
      try {
        events = ahead && samePosition(ahead.from, from) ? await ahead.events : await this.store.readAll(from, BATCH_SIZE);
      } catch (error) {
        for (const p of active) this.fail(p.name, error);
        break;
      }
      ahead = null;
      if (events.length > 0) {
        const end = positionOf(events[events.length - 1]);
        if (events.length === BATCH_SIZE) {
          ahead = { from: end, events: this.store.readAll(end, BATCH_SIZE) };
          ahead.events.catch(() => {}); // awaited (and its error handled) by the next turn, or dropped
        }
        const failures = await this.applyTogether(active, events, end);
        for (const [name, error] of failures) this.fail(name, error);
        retries = 0;
        // A short batch was the end of the log when read: unless an append was signalled since (or
        // one made here is still unread), wait for one or the poll rather than read nothing again.
        const unread = this.appendedUpTo !== null && !isAtOrAfter(end, this.appendedUpTo);
        if (events.length < BATCH_SIZE && !this.signalled && !unread) await this.pause(this.pollMs);
        continue;
      }
      const behind = this.appendedUpTo !== null && active.some((p) => !isAtOrAfter(this.states.get(p.name)!.position, this.appendedUpTo!));
      await this.pause(behind ? RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)] : this.pollMs);
      if (!behind) retries = 0;
    }
    await ahead?.events.catch(() => {}); // no read left running on a database about to close
    for (const p of this.projections) {
      const state = this.states.get(p.name)!;
      if (state.status !== 'running') continue;
      await this.saveUnsaved(p.name, state).catch((error) =>
        this.logger.error(`Projection "${p.name}" could not store its checkpoint on stop: ${(error as Error).message}`),
      );
      state.status = 'stopped';
    }
  }

  private fail(name: string, error: unknown): void {
    const state = this.states.get(name)!;
    state.status = 'failed';
    state.error = (error as Error)?.message ?? String(error);
    this.logger.error(`${state.error} — fix the cause and restart; it resumes from its checkpoint.`);
    this.progress.emit('progress');
  }

  /**
   * Applies a batch (ending at `end`) to these projections in two statements, without a
   * transaction: one reads the documents of every projection it concerns; one writes them and
   * moves every checkpoint, only if none was moved by another process since this runner last saw
   * it (checkpointsGuard: it locks them first, in name order). A projection that cannot handle an
   * event (it wrote nothing) is left out and returned. If a statement fails, each projection goes
   * again in a transaction of its own, so only the one at fault stops. Positions move only after
   * the write. (In a transaction of begin, lock, read, write, checkpoints and commit, a batch took
   * six round trips; the runner waits for it before a command's caller reads its writes.)
   */
  private async applyTogether(
    projections: ProjectionDefinition<any>[],
    events: RecordedEvent[],
    end: LogPosition,
  ): Promise<Map<string, unknown>> {
    // A projection ahead of the batch's start (after a restart, checkpoints can differ) takes
    // only the events after its position; one past the whole batch takes no part.
    const first = positionOf(events[0]);
    const shares: Share[] = projections
      .map((projection) => {
        const state = this.states.get(projection.name)!;
        const own = isAtOrAfter(state.position, first) ? events.filter((e) => !isAtOrAfter(state.position, positionOf(e))) : events;
        return { projection, state, events: own };
      })
      .filter((share) => share.events.length > 0);
    const concerned = shares.filter(({ projection, events: own }) => {
      const handled = new Set(projection.eventTypes);
      return own.some((e) => handled.has(e.type));
    });
    const failures = new Map<string, unknown>();
    if (concerned.length === 0 && shares.every((s) => (s.state.unsaved ?? 0) + s.events.length < UNSAVED_EVENTS)) {
      for (const s of shares) {
        s.state.unsaved = (s.state.unsaved ?? 0) + s.events.length;
        s.state.position = end;
      }
      this.progress.emit('progress');
      return failures;
    }
    try {
      const applied = await applyAcrossGuarded(concerned, this.documents, (failed) =>
        checkpointsGuard(new Map(shares.filter((s) => !failed.has(s.projection.name)).map((s) => [s.projection.name, s.state.saved])), end),
      );
      const { moved, stored } = checkpointsGuardResult(applied.guarded);
      if (!moved) {
        // Nothing was written: another process applied these events (take up from there), or a
        // checkpoint row is missing (the transaction below writes it).
        const movedElsewhere = new Map([...stored].filter(([name, at]) => !samePosition(at, this.states.get(name)!.saved)));
        if (movedElsewhere.size === 0) throw new Error('A projection checkpoint is missing');
        this.adopt(movedElsewhere);
        return failures;
      }
      for (const [name, failure] of applied.failures) failures.set(name, failure);
    } catch {
      for (const share of shares) {
        try {
          await this.db.transaction((tx) => this.applyAlone(tx, share, end), ASYNC_COMMIT);
          Object.assign(share.state, { position: end, saved: end, unsaved: 0 });
        } catch (error) {
          if (error instanceof CheckpointsMoved) this.adopt(error.moved);
          else failures.set(share.projection.name, error);
        }
      }
      this.progress.emit('progress');
      return failures;
    }
    for (const s of shares) {
      if (failures.has(s.projection.name)) continue;
      Object.assign(s.state, { position: end, saved: end, unsaved: 0 });
    }
    this.progress.emit('progress');
    return failures;
  }

  /**
   * Locks the shares' checkpoints until the transaction ends; throws CheckpointsMoved (nothing
   * written) when another process moved one since this runner last saw it.
   */
  private async fence(tx: SqlExecutor, shares: Share[]): Promise<void> {
    const stored = await lockCheckpoints(tx, shares.map((s) => s.projection.name));
    const moved = new Map([...stored].filter(([name, at]) => !samePosition(at, this.states.get(name)!.saved)));
    if (moved.size > 0) throw new CheckpointsMoved(moved);
  }

  /** Takes up where another process left these projections (it applied the events up to there). */
  private adopt(moved: Map<string, LogPosition>): void {
    for (const [name, at] of moved) Object.assign(this.states.get(name)!, { position: at, saved: at, unsaved: 0 });
    this.progress.emit('progress');
  }

  private async applyAlone(tx: SqlExecutor, share: Share, end: LogPosition): Promise<void> {
    const { projection, events } = share;
    await this.fence(tx, [share]);
    await applyBatch(projection, this.documents.within(tx).collection(projection.collection), events);
    await writeCheckpoint(tx, projection.name, end);
  }

  /** Stores the checkpoint of a projection whose last batches had nothing for it. */
  private async saveUnsaved(name: string, state: RunState): Promise<void> {
    if (!state.unsaved) return;
    // Only from where this runner left it: one another process moved is further on already.
    if (await moveCheckpointFrom(this.db, name, state.saved, state.position)) state.saved = state.position;
    state.unsaved = 0;
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
    this.appendedUpTo = laterPosition(this.appendedUpTo, position);
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

  /**
   * Drops a projection's documents and checkpoint and replays the whole log into it, as a bulk
   * load (the product is stopped meanwhile, see apps/worker): see rebuildProjection.
   */
  async rebuild(name: string): Promise<{ events: number }> {
    const projection = this.projections.find((p) => p.name === name);
    if (!projection) throw new Error(`Unknown projection "${name}". Known: ${this.projections.map((p) => p.name).join(', ')}`);
    await this.prepare();
    const state: RunState = { position: START_OF_LOG, saved: START_OF_LOG, status: 'running' };
    this.states.set(name, state);
    const rebuilt = await rebuildProjection({ db: this.db, store: this.store, documents: this.documents }, projection, (position) => {
      state.position = position;
      this.progress.emit('progress');
    });
    state.status = 'idle';
    return rebuilt;
  }
}
