// Runs reactions: each follows the global log from its own checkpoint (kept in the projection
// checkpoint table under `reaction:<name>`). The checkpoint moves after each handled event, so a
// crash repeats at most the event in flight (at least once). A failing event is retried with a
// growing delay, never skipped: later messages must not overtake an earlier one.
// Several processes may run the same reactions on one PostgreSQL database (several API
// processes): each reaction acts in one process at a time, the one holding its lease
// (LeaseKeeper; short, renewed while it follows), and only that process may move its checkpoint
// (writeReactionCheckpoint). The others stand by, following the stored checkpoint. When the owner
// stops it gives the lease up and another process takes over from the checkpoint at its next
// renewal; when it crashes (or stalls past its lease), another takes over once the lease expires,
// and at most the event in flight is handled twice, as after a restart. On PGlite (one process)
// every reaction's lease is this runner's.
// Appends made in this process wake only the reactions that handle one of the appended types (the
// others find those events at their next poll, like appends of other processes), and after a
// batch a reaction reads again only when an append it handles may be left. Passing events it
// ignores moves its checkpoint at most once a second (and on stop): a crash or a takeover then
// reads them again, which does nothing.
import { EventEmitter } from 'node:events';
import { START_OF_LOG, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import { CHECKPOINTS_DDL, isAtOrAfter, laterPosition, readCheckpoint, writeCheckpoint } from '../projection/checkpoints.js';
import type { RunnerLogger } from '../projection/projection-runner.js';
import { LeaseKeeper, type LeaseOptions } from '../lease/lease-keeper.js';
import { reactionCheckpointName, reactionLeaseName, startReactionCheckpointAt, writeReactionCheckpoint } from './reaction-checkpoints.js';
import { DEFAULT_RETRY_DELAYS_MS, type ReactionDefinition } from '#app/es';

export { reactionCheckpointName } from './reaction-checkpoints.js';

export interface ReactionState {
  position: LogPosition;
  /** standby: another process holds the reaction's lease; the position is the stored checkpoint. */
  status: 'running' | 'retrying' | 'standby' | 'stopped';
  attempts: number;
  error?: string;
}

const BATCH_SIZE = 200;
/**
 * How often a reaction looks for appends no signal told it of: other processes' (or of types it
 * ignores). Appends in this process of a type it handles wake it at once.
 */
const POLL_MS = 250;
/**
 * When an append this reaction handles cannot be read yet (an older transaction is still open, and
 * readers never pass one), read again after these delays rather than at the next poll.
 */
const RETRY_MS = [1, 2, 5, 10, 20, 50];
/** How long the checkpoint may stay behind events a reaction ignores (they cost nothing to read again). */
const IGNORED_SAVE_MS = 1000;

/** What ends a sleep sooner: an append it handles (or any of the below), a waitFor (or stop), only stop. */
type WokenBy = 'append' | 'waitFor' | 'stop';

/** A reaction's loop as the runner wakes it. */
interface Follower {
  handled: ReadonlySet<string>;
  /** Another process holds the lease: appends do not concern it (it only reads the checkpoint). */
  standby: boolean;
  /** The latest position it must read (an append of a type it handles, or a waitFor): read again soon while behind. */
  wanted: LogPosition | null;
  /** Woken while reading or handling: the next sleep ends at once. */
  signalled: boolean;
  sleeping: { wake: () => void; wokenBy: WokenBy } | null;
}
/** How often a reaction standing by reads the checkpoint its owner moves (for waitFor). */
const STANDBY_POLL_MS = 500;

export class ReactionRunner {
  private readonly states = new Map<string, ReactionState>();
  private readonly progress = new EventEmitter().setMaxListeners(0);
  private readonly leases: LeaseKeeper;
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly followers = new Map<string, Follower>();
  private unsubscribe: () => void = () => {};

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly reactions: ReactionDefinition[],
    private readonly logger: RunnerLogger = { log: () => {}, error: (m) => console.error(m) },
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
    leaseOptions: LeaseOptions = {},
  ) {
    this.leases = new LeaseKeeper(db, reactions.map((r) => reactionLeaseName(r.name)), leaseOptions, (m) => this.logger.error(m));
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.db.exec(CHECKPOINTS_DDL);
    await this.leases.start();
    this.running = true;
    this.unsubscribe = this.store.onAppended((position, types) => this.appended(position, types));
    // Resolves once every reaction knows where it starts: an event appended after start() returns
    // is one a new 'end-of-log' reaction handles, never one it counts as the past it skips.
    const ready = this.reactions.map(() => {
      let resolve!: () => void;
      return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    });
    this.loops = this.reactions.map((r, i) => this.follow(r, ready[i].resolve));
    await Promise.all(ready.map((r) => r.promise));
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    this.unsubscribe();
    this.wakeAll('stop');
    await Promise.allSettled(this.loops);
    // Only now: the event in flight is handled and its checkpoint stored before another takes over.
    await this.leases.stop().catch((error) => this.logger.error(`Could not give the reactions' leases up (they expire): ${(error as Error).message}`));
  }

  status(): Record<string, ReactionState> {
    return Object.fromEntries(this.states);
  }

  /** Moves a stopped reaction's checkpoint, e.g. to the start of the log to replay it. */
  async rewind(name: string, to: LogPosition = START_OF_LOG): Promise<void> {
    if (this.running) throw new Error('Stop the reactions before rewinding one');
    await this.db.exec(CHECKPOINTS_DDL);
    await writeCheckpoint(this.db, reactionCheckpointName(name), to);
  }

  /** Resolves true once every named reaction (all by default) has passed `position`; false after timeoutMs. */
  async waitFor(position: LogPosition | null, names?: string[], timeoutMs = 5000): Promise<boolean> {
    if (!position) return true;
    const targets = names ?? this.reactions.map((r) => r.name);
    const reached = () => targets.every((n) => this.states.has(n) && isAtOrAfter(this.states.get(n)!.position, position));
    if (reached()) return true;
    for (const name of targets) {
      const follower = this.followers.get(name);
      if (follower) follower.wanted = laterPosition(follower.wanted, position);
    }
    this.wakeAll('waitFor');
    return new Promise<boolean>((resolve) => {
      const check = () => reached() && finish(true);
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', check);
        resolve(ok);
      };
      this.progress.on('progress', check);
    });
  }

  /** An append in this process: wakes the reactions that handle one of its types (not the standby ones). */
  private appended(position: LogPosition, types: ReadonlySet<string> | undefined): void {
    for (const follower of this.followers.values()) {
      if (follower.standby || (types && ![...types].some((t) => follower.handled.has(t)))) continue;
      follower.wanted = laterPosition(follower.wanted, position);
      this.wake(follower, 'append');
    }
  }

  /** Wakes every loop: for waitFor (standby ones too, not those waiting to retry), or stop (all). */
  private wakeAll(by: 'waitFor' | 'stop'): void {
    for (const follower of this.followers.values()) this.wake(follower, by);
  }

  private wake(follower: Follower, by: WokenBy): void {
    const { sleeping } = follower;
    if (!sleeping) follower.signalled = true;
    else if (by === 'stop' || sleeping.wokenBy === 'append' || (by === 'waitFor' && sleeping.wokenBy === 'waitFor')) sleeping.wake();
  }

  /** Sleeps up to ms, less when woken (see wake) or already signalled. */
  private sleep(follower: Follower, ms: number, wokenBy: WokenBy): Promise<void> {
    return new Promise<void>((resolve) => {
      if (!this.running) return resolve();
      if (follower.signalled && wokenBy !== 'stop') {
        follower.signalled = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(timer);
        follower.sleeping = null;
        follower.signalled = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      follower.sleeping = { wake: done, wokenBy };
    });
  }

  private async startingPoint(reaction: ReactionDefinition): Promise<LogPosition> {
    const name = reactionCheckpointName(reaction.name);
    const { rows } = await this.db.query('select 1 from projection_checkpoints where name = $1', [name]);
    if (rows.length > 0 || reaction.firstRun === 'start-of-log') return readCheckpoint(this.db, name);
    let position = START_OF_LOG;
    for (let batch = await this.store.readAll(position, 1000); batch.length > 0; batch = await this.store.readAll(position, 1000)) {
      const last = batch[batch.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
    await startReactionCheckpointAt(this.db, reaction.name, position);
    this.logger.log(`Reaction "${reaction.name}" starts at the end of the log (global position ${position.globalPosition})`);
    return readCheckpoint(this.db, name);
  }

  private async follow(reaction: ReactionDefinition, onStarted: () => void): Promise<void> {
    const state: ReactionState = { position: START_OF_LOG, status: 'running', attempts: 0 };
    this.states.set(reaction.name, state);
    const follower: Follower = { handled: new Set(reaction.eventTypes), standby: false, wanted: null, signalled: false, sleeping: null };
    this.followers.set(reaction.name, follower);
    const checkpoint = reactionCheckpointName(reaction.name);
    const lease = reactionLeaseName(reaction.name);
    let started = false;
    let owned = false;
    /** When it first passed an event it ignores since the checkpoint was last stored (null: none). */
    let unsavedSince: number | null = null;
    let retries = 0;
    while (this.running) {
      try {
        if (!started) {
          state.position = await this.startingPoint(reaction);
          if (!this.leases.holds(lease)) state.status = 'standby';
          started = true;
          onStarted();
          this.progress.emit('progress');
        }
        if (!this.leases.holds(lease)) {
          // Another process follows it: keep up with its checkpoint (for waitFor) until the lease is ours.
          owned = false;
          unsavedSince = null;
          follower.standby = true;
          follower.signalled = false;
          Object.assign(state, { status: 'standby', attempts: 0, error: undefined, position: await readCheckpoint(this.db, checkpoint) });
          this.progress.emit('progress');
          await this.sleep(follower, STANDBY_POLL_MS, 'waitFor');
          continue;
        }
        if (!owned) {
          // Just taken over (or started): go on from where the last owner stored it.
          owned = true;
          follower.standby = false;
          Object.assign(state, { status: 'running', position: await readCheckpoint(this.db, checkpoint) });
        }
        // An append or waitFor from now on may need another read after this one.
        follower.signalled = false;
        const events = await this.store.readAll(state.position, BATCH_SIZE);
        if (state.status === 'retrying') Object.assign(state, { status: 'running', attempts: 0, error: undefined });
        for (const event of events) {
          if (!this.running) break;
          const handles = follower.handled.has(event.type);
          if (handles && !(await this.handle(reaction, state, follower, event, lease))) break;
          state.position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
          // After an effect, save at once: a crash then repeats only the event in flight.
          if (handles) {
            if (!(await this.save(reaction, lease, state.position))) break;
            unsavedSince = null;
          } else unsavedSince ??= Date.now();
          this.progress.emit('progress');
        }
        // Events it ignores move the stored checkpoint at most once a second (and when it stops).
        const due = unsavedSince !== null && (!this.running || Date.now() - unsavedSince >= IGNORED_SAVE_MS);
        if (due && this.leases.holds(lease) && (await this.save(reaction, lease, state.position))) unsavedSince = null;
        if (events.length === BATCH_SIZE) continue;
        // At the end of what it can read: sleep until an append it handles, unless one is still unread.
        const behind = follower.wanted !== null && !isAtOrAfter(state.position, follower.wanted);
        await this.sleep(follower, behind ? RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)] : POLL_MS, 'append');
        if (!behind) retries = 0;
      } catch (error) {
        // Reading the log or saving the checkpoint failed: try again from the last position.
        await this.failed(reaction, state, follower, error);
      }
    }
    if (unsavedSince !== null && this.leases.holds(lease)) {
      await this.save(reaction, lease, state.position).catch((error) =>
        this.logger.error(`Reaction "${reaction.name}" could not store its checkpoint on stop: ${(error as Error).message}`),
      );
    }
    state.status = 'stopped';
  }

  /** Stores the checkpoint if this process still holds the lease; false (and standing by) if not. */
  private async save(reaction: ReactionDefinition, lease: string, position: LogPosition): Promise<boolean> {
    if (await writeReactionCheckpoint(this.db, reaction.name, this.leases.owner, position)) return true;
    this.leases.lost(lease);
    this.logger.log(`Reaction "${reaction.name}" is followed by another process now`);
    return false;
  }

  /** Handles one event, retrying until it succeeds, the runner stops or the lease is gone; true when handled. */
  private async handle(reaction: ReactionDefinition, state: ReactionState, follower: Follower, event: RecordedEvent, lease: string): Promise<boolean> {
    while (this.running && this.leases.holds(lease)) {
      try {
        await reaction.react(event);
        state.status = 'running';
        state.attempts = 0;
        state.error = undefined;
        return true;
      } catch (error) {
        await this.failed(reaction, state, follower, error, event);
      }
    }
    return false;
  }

  private async failed(reaction: ReactionDefinition, state: ReactionState, follower: Follower, error: unknown, event?: RecordedEvent): Promise<void> {
    state.status = 'retrying';
    state.attempts += 1;
    state.error = (error as Error)?.message ?? String(error);
    const delay = this.retryDelaysMs[Math.min(state.attempts - 1, this.retryDelaysMs.length - 1)];
    const where = event ? ` at global position ${event.globalPosition} (${event.type} on ${event.streamId})` : '';
    this.logger.error(`Reaction "${reaction.name}" failed${where}, attempt ${state.attempts}: ${state.error}; retrying in ${delay} ms`);
    this.progress.emit('progress');
    await this.sleep(follower, delay, 'append');
  }
}
