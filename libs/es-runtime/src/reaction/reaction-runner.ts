// Runs reactions: each follows the global log from its own checkpoint (kept in the projection
// checkpoint table under `reaction:<name>`). The checkpoint moves after each event it acted on,
// so a crash repeats at most the event in flight (at least once); past the events it ignores
// (other types, or NOTHING_DONE answers) it moves at most once a second and when it stops. A
// failing event is retried with a growing delay, never skipped: later messages must not overtake
// an earlier one. The reactions of a process (of all its runners) at the same position share one
// read of the log: after an append they all wake at the next gather tick, together, and read at
// once (shared-log-reads.ts).
// Several processes may run the same reactions on one PostgreSQL database (several API
// processes): each reaction acts in one process at a time, the one holding its lease
// (LeaseKeeper; short, renewed while it follows), and only that process may move its checkpoint
// (writeReactionCheckpoint). The others stand by, following the stored checkpoint. When the owner
// stops it gives the lease up and another process takes over from the checkpoint at its next
// renewal; when it crashes (or stalls past its lease), another takes over once the lease expires,
// and at most the event in flight is handled twice, as after a restart. On PGlite (one process)
// every reaction's lease is this runner's.
import { EventEmitter } from 'node:events';
import { START_OF_LOG, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import { CHECKPOINTS_DDL, isAtOrAfter, readCheckpoint, writeCheckpoint } from '../projection/checkpoints.js';
import type { RunnerLogger } from '../projection/projection-runner.js';
import { LeaseKeeper, type LeaseOptions } from '../lease/lease-keeper.js';
import { pollIntervalFor } from '../poll-interval.js';
import { sharedLogReads, untilNextTick, type SharedLogReads } from './shared-log-reads.js';
import { reactionCheckpointName, reactionLeaseName, startReactionCheckpointAt, writeReactionCheckpoint } from './reaction-checkpoints.js';
import { DEFAULT_RETRY_DELAYS_MS, NOTHING_DONE, type ReactionDefinition } from '#app/es';

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
 * Events a reaction ignores move its stored checkpoint at most this often (and when it stops): a
 * restart or another process then reads those events again, and ignores them again. An event it
 * handles moves its checkpoint at once.
 */
const IGNORED_SAVE_MS = 1000;
/** How often a reaction standing by reads the checkpoint its owner moves (for waitFor). */
const STANDBY_POLL_MS = 500;

export class ReactionRunner {
  private readonly states = new Map<string, ReactionState>();
  private readonly progress = new EventEmitter().setMaxListeners(0);
  private readonly leases: LeaseKeeper;
  private running = false;
  private loops: Promise<void>[] = [];
  /** Sleeping loops, each with whether an append wakes it (a standby one only reads the checkpoint). */
  private readonly sleepers = new Map<() => void, boolean>();
  private unsubscribe: () => void = () => {};
  /** Whether the next gathered wake wakes the standby loops too (someone waits for them to follow). */
  private gatherWakesStandby = false;
  /** How often to look for appends made by other processes (see pollIntervalFor). */
  private readonly pollMs: number;
  private readonly log: SharedLogReads;

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly reactions: ReactionDefinition[],
    private readonly logger: RunnerLogger = { log: () => {}, error: (m) => console.error(m) },
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
    leaseOptions: LeaseOptions = {},
    private readonly ignoredSaveMs = IGNORED_SAVE_MS,
  ) {
    this.log = sharedLogReads(store);
    this.pollMs = pollIntervalFor(db);
    this.leases = new LeaseKeeper(db, reactions.map((r) => reactionLeaseName(r.name)), leaseOptions, (m) => this.logger.error(m));
  }

  async start(): Promise<void> {
    if (this.running) return;
    await this.db.exec(CHECKPOINTS_DDL);
    await this.leases.start();
    this.running = true;
    this.unsubscribe = this.log.onGathered(() => {
      this.wakeAll(this.gatherWakesStandby);
      this.gatherWakesStandby = false;
    });
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
    this.wakeAll(true);
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
    // Waking them at the next gather tick keeps the loops together (one shared read of the log).
    this.gatherWakesStandby = true;
    this.log.wakeAtNextGather();
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

  /** Wakes the sleeping loops: all of them, or those an append concerns (not the standby ones). */
  private wakeAll(standbyToo: boolean): void {
    for (const [wake, onAppend] of [...this.sleepers]) if (standbyToo || onAppend) wake();
  }

  /** The polls of all reactions fall on the same ticks of the clock, so that those at one position share a read of the log. */
  private untilNextPoll(): number {
    return untilNextTick(this.pollMs);
  }

  /**
   * After reading: sleep to the next poll, or, if an append was signalled meanwhile (its gathered
   * wake may have come while this loop was not asleep), to the next gather tick.
   */
  private sleepAfterRead(appendsBefore: number): Promise<void> {
    if (this.log.appendsSoFar() !== appendsBefore) this.log.wakeAtNextGather();
    return this.sleep(this.untilNextPoll());
  }

  private sleep(ms: number, wakeOnAppend = true): Promise<void> {
    return new Promise<void>((resolve) => {
      if (!this.running) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.set(done, wakeOnAppend);
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
    const checkpoint = reactionCheckpointName(reaction.name);
    const lease = reactionLeaseName(reaction.name);
    const handled = new Set(reaction.eventTypes);
    let started = false;
    let owned = false;
    /** The checkpoint as this loop last stored (or read) it, and when it stored it. */
    let stored: LogPosition = START_OF_LOG;
    let storedAt = 0;
    /** Past events it ignored, the stored checkpoint moves once a second has passed since the last store. */
    const storeIgnoredLazily = async () => {
      if (stored === state.position || Date.now() - storedAt < this.ignoredSaveMs || !this.leases.holds(lease)) return;
      if (await this.save(reaction, lease, state.position)) [stored, storedAt] = [state.position, Date.now()];
    };
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
          Object.assign(state, { status: 'standby', attempts: 0, error: undefined, position: await readCheckpoint(this.db, checkpoint) });
          this.progress.emit('progress');
          await this.sleep(STANDBY_POLL_MS, false);
          continue;
        }
        if (!owned) {
          // Just taken over (or started): go on from where the last owner stored it.
          owned = true;
          Object.assign(state, { status: 'running', position: await readCheckpoint(this.db, checkpoint) });
          stored = state.position;
          storedAt = Date.now();
        }
        const appendsBefore = this.log.appendsSoFar();
        const events = await this.log.readAfter(state.position, BATCH_SIZE);
        if (state.status === 'retrying') Object.assign(state, { status: 'running', attempts: 0, error: undefined });
        if (events.length === 0) {
          await storeIgnoredLazily(); // idle too: a process standing by follows the stored checkpoint
          // An append signalled while reading may be missing from what was read: read again at the next gather tick.
          await this.sleepAfterRead(appendsBefore);
          continue;
        }
        for (const event of events) {
          if (!this.running) break;
          const outcome = handled.has(event.type) ? await this.handle(reaction, state, event, lease) : NOTHING_DONE;
          if (outcome === 'stopped') break;
          state.position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
          // After an effect, save at once: a crash then repeats only the event in flight.
          if (outcome === 'acted') {
            if (!(await this.save(reaction, lease, state.position))) break;
            [stored, storedAt] = [state.position, Date.now()];
          }
          this.progress.emit('progress');
        }
        await storeIgnoredLazily();
        // A short batch was the end of the log when read: wait for an append (or the next poll)
        // rather than read it again only to find nothing; if one came since, for the next gather tick.
        if (events.length < BATCH_SIZE) await this.sleepAfterRead(appendsBefore);
      } catch (error) {
        // Reading the log or saving the checkpoint failed: try again from the last position.
        await this.failed(reaction, state, error);
      }
    }
    // Stopping: the events it passed last (ignored ones) are not read again by the next owner.
    if (owned && stored !== state.position && this.leases.holds(lease)) {
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

  /** Handles one event, retrying until it succeeds ('acted', or NOTHING_DONE), the runner stops or the lease is gone ('stopped'). */
  private async handle(reaction: ReactionDefinition, state: ReactionState, event: RecordedEvent, lease: string): Promise<'acted' | typeof NOTHING_DONE | 'stopped'> {
    while (this.running && this.leases.holds(lease)) {
      try {
        const outcome = await reaction.react(event);
        state.status = 'running';
        state.attempts = 0;
        state.error = undefined;
        return outcome === NOTHING_DONE ? NOTHING_DONE : 'acted';
      } catch (error) {
        await this.failed(reaction, state, error, event);
      }
    }
    return 'stopped';
  }

  private async failed(reaction: ReactionDefinition, state: ReactionState, error: unknown, event?: RecordedEvent): Promise<void> {
    state.status = 'retrying';
    state.attempts += 1;
    state.error = (error as Error)?.message ?? String(error);
    const delay = this.retryDelaysMs[Math.min(state.attempts - 1, this.retryDelaysMs.length - 1)];
    const where = event ? ` at global position ${event.globalPosition} (${event.type} on ${event.streamId})` : '';
    this.logger.error(`Reaction "${reaction.name}" failed${where}, attempt ${state.attempts}: ${state.error}; retrying in ${delay} ms`);
    this.progress.emit('progress');
    await this.sleep(delay);
  }
}
