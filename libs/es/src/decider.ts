// The pure core of an aggregate (Emmett style): decide turns a command and the current state into
// new events or a DomainError; evolve folds one event into the state. No clock, no I/O.
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Decider<Command, Event extends DomainEvent, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
  /** Lets loadState start from a stored snapshot of a long stream (see handle-command.ts). */
  snapshot?: SnapshotPolicy<State>;
}

/**
 * How a decider's state is kept as a snapshot. Serialisation is explicit (states may hold Maps).
 * Change `version` whenever the state's shape or meaning changes: snapshots of other versions are
 * ignored, and fromJSON(toJSON(s)) must fold on exactly like s.
 */
export interface SnapshotPolicy<State> {
  version: number;
  /** A snapshot is taken after an append once at least this many events followed the last one. */
  every: number;
  toJSON(state: State): unknown;
  fromJSON(json: unknown): State;
}

/** A rule the user broke; `message` is shown to the user as is (the spec's wording). */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string = 'DOMAIN_RULE',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(what = 'Not found') {
    super(what, 'NOT_FOUND');
    this.name = 'NotFoundError';
  }
}

export class ConflictError extends DomainError {
  constructor(message = 'Someone else changed this at the same time. Please try again.') {
    super(message, 'CONFLICT');
    this.name = 'ConflictError';
  }
}

export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: Event[],
): State => events.reduce(decider.evolve, decider.initialState());
