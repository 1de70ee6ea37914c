// Runs reactions: each follows the global log from its own checkpoint (kept in the projection
// checkpoint table under `reaction:<name>`). The checkpoint moves after each handled event, so a
// crash repeats at most the event in flight (at least once). A failing event is retried with a
// growing delay, never skipped: later messages must not overtake an earlier one.
import { EventEmitter } from 'node:events';
import { START_OF_LOG, type EventStore, type LogPosition, type RecordedEvent } from '#app/eventstore';
import type { SqlClient } from '#app/postgres';
import { CHECKPOINTS_DDL, isAtOrAfter, readCheckpoint, writeCheckpoint } from '../projection/checkpoints.js';
import type { RunnerLogger } from '../projection/projection-runner.js';
import { DEFAULT_RETRY_DELAYS_MS, type ReactionDefinition } from '#app/es';

export interface ReactionState {
  position: LogPosition;
  status: 'running' | 'retrying' | 'stopped';
  attempts: number;
  error?: string;
}

const BATCH_SIZE = 200;
const POLL_MS = 100;

export const reactionCheckpointName = (name: string): string => `reaction:${name}`;

export class ReactionRunner {
  private readonly states = new Map<string, ReactionState>();
  private readonly progress = new EventEmitter().setMaxListeners(0);
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private unsubscribe: () => void = () => {};

  constructor(
    private readonly db: SqlClient,
    private readonly store: EventStore,
    private readonly reactions: ReactionDefinition[],
    private readonly logger: RunnerLogger = { log: () => {}, error: (m) => console.error(m) },
    private readonly retryDelaysMs: number[] = DEFAULT_RETRY_DELAYS_MS,
  ) {}

  async start(): Promise<void> {
    if (this.running) return;
    await this.db.exec(CHECKPOINTS_DDL);
    this.running = true;
    this.unsubscribe = this.store.onAppended(() => this.wakeAll());
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
    this.wakeAll();
    await Promise.allSettled(this.loops);
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
    this.wakeAll();
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

  private wakeAll(): void {
    for (const wake of [...this.sleepers]) wake();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      if (!this.running) return resolve();
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
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
    await writeCheckpoint(this.db, name, position);
    this.logger.log(`Reaction "${reaction.name}" starts at the end of the log (global position ${position.globalPosition})`);
    return position;
  }

  private async follow(reaction: ReactionDefinition, onStarted: () => void): Promise<void> {
    const state: ReactionState = { position: START_OF_LOG, status: 'running', attempts: 0 };
    this.states.set(reaction.name, state);
    const checkpoint = reactionCheckpointName(reaction.name);
    const handled = new Set(reaction.eventTypes);
    let started = false;
    while (this.running) {
      try {
        if (!started) {
          state.position = await this.startingPoint(reaction);
          started = true;
          onStarted();
          this.progress.emit('progress');
        }
        const events = await this.store.readAll(state.position, BATCH_SIZE);
        if (state.status === 'retrying') Object.assign(state, { status: 'running', attempts: 0, error: undefined });
        if (events.length === 0) {
          await this.sleep(POLL_MS);
          continue;
        }
        let unsaved = false;
        for (const event of events) {
          if (!this.running) break;
          const handles = handled.has(event.type);
          if (handles && !(await this.handle(reaction, state, event))) break;
          state.position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
          // After an effect, save at once: a crash then repeats only the event in flight.
          if (handles) await writeCheckpoint(this.db, checkpoint, state.position);
          unsaved = !handles;
          this.progress.emit('progress');
        }
        // Events this reaction ignores move the checkpoint once per batch.
        if (unsaved) await writeCheckpoint(this.db, checkpoint, state.position);
      } catch (error) {
        // Reading the log or saving the checkpoint failed: try again from the last position.
        await this.failed(reaction, state, error);
      }
    }
    state.status = 'stopped';
  }

  /** Handles one event, retrying until it succeeds or the runner stops; true when handled. */
  private async handle(reaction: ReactionDefinition, state: ReactionState, event: RecordedEvent): Promise<boolean> {
    while (this.running) {
      try {
        await reaction.react(event);
        state.status = 'running';
        state.attempts = 0;
        state.error = undefined;
        return true;
      } catch (error) {
        await this.failed(reaction, state, error, event);
      }
    }
    return false;
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
