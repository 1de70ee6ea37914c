// The event type's rules: save (create or change), photo, delete, for the practice that owns it.
// The link (slug) is unique in the practice through a claim stream per link (libs/es
// unique-claim): the handler claims the new link and releases the old one in the same append
// (slugClaims tells which).
import { DomainError, NotFoundError, type Decider } from '#app/es';
import { GroupEventMessages as M } from './group-event-messages.js';
import {
  DURATION_UNITS,
  EVENT_TYPE_DEFAULTS,
  EVENT_TYPE_KINDS,
  MAX_AMOUNT_CENTS,
  MAX_CAPACITY,
  MAX_DURATION,
  MAX_SLUG_LENGTH,
  SLUG_PATTERN,
  slugFromName,
  type DurationUnit,
  type EventTypeKind,
} from './event-type-rules.js';
import { evolveEventType, initialEventTypeState, type EventTypeData, type EventTypeEvent, type EventTypeState } from './event-type.js';

/** upsertBookableEventType's fields as sent (spec 001 §7); missing ones take the defaults. */
export interface EventTypeInput {
  bookableEventTypeId: string;
  practiceId: string;
  name: string;
  description?: string | null;
  instructions?: string | null;
  /** null: unlimited; undefined: the default (10). */
  capacity?: number | null;
  amountCents?: number | null;
  location: string;
  kind?: string | null;
  duration?: number | null;
  durationUnit?: string | null;
  /** Empty: made from the name. */
  slug?: string | null;
}

export type EventTypeCommand =
  | { type: 'SaveEventType'; input: EventTypeInput }
  | { type: 'ChangeEventTypePhoto'; bookableEventTypeId: string; practiceId: string; photoUrl: string | null }
  | { type: 'DeleteEventType'; bookableEventTypeId: string; practiceId: string };

const text = (value: unknown, max: number, message: string): string | null => {
  const t = typeof value === 'string' ? value.trim() : '';
  if (t.length > max) throw new DomainError(message);
  return t || null;
};

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The type's fields, checked and defaulted (throws the rule the input breaks). */
export const normaliseEventType = (input: EventTypeInput): EventTypeData => {
  const name = text(input.name, 200, M.nameTooLong);
  if (!name) throw new DomainError(M.nameRequired);
  const location = text(input.location, 300, M.locationTooLong);
  if (!location) throw new DomainError(M.locationRequired);
  const kind = (input.kind ?? EVENT_TYPE_DEFAULTS.kind) as EventTypeKind;
  if (!EVENT_TYPE_KINDS.includes(kind)) throw new DomainError(M.invalidKind);
  const durationUnit = (input.durationUnit ?? EVENT_TYPE_DEFAULTS.durationUnit) as DurationUnit;
  if (!DURATION_UNITS.includes(durationUnit)) throw new DomainError(M.invalidDurationUnit);
  const duration = input.duration ?? (durationUnit === 'day' ? 1 : EVENT_TYPE_DEFAULTS.duration);
  if (!wholeNumber(duration) || duration < 1) throw new DomainError(M.invalidDuration);
  if (duration > MAX_DURATION[durationUnit]) throw new DomainError(M.durationTooLong);
  const capacity = input.capacity === undefined ? EVENT_TYPE_DEFAULTS.capacity : input.capacity;
  if (capacity !== null && (!wholeNumber(capacity) || capacity < 0)) throw new DomainError(M.invalidCapacity);
  if (capacity !== null && capacity > MAX_CAPACITY) throw new DomainError(M.capacityTooLarge);
  const amountCents = input.amountCents ?? EVENT_TYPE_DEFAULTS.amountCents;
  if (!wholeNumber(amountCents) || amountCents < 0 || amountCents > MAX_AMOUNT_CENTS) throw new DomainError(M.invalidAmount);
  const given = typeof input.slug === 'string' ? input.slug.trim() : '';
  const slug = given || slugFromName(name);
  if (!slug || slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) throw new DomainError(M.invalidSlug);
  const description = text(input.description, 5000, M.textTooLong);
  const instructions = text(input.instructions, 5000, M.textTooLong);
  return { bookableEventTypeId: input.bookableEventTypeId, practiceId: input.practiceId, name, description, instructions, capacity, amountCents, location, kind, duration, durationUnit, slug };
};

const ownedActive = (state: EventTypeState, practiceId: string) => {
  if (state.status !== 'active' || state.practiceId !== practiceId) throw new NotFoundError(M.typeNotFound);
  return state;
};

/** Which links a save claims and releases: the new one when it is new to the type, the old one when it changed. */
export const slugClaims = (state: EventTypeState, data: EventTypeData): { claim: string | null; release: string | null } => {
  if (state.status === 'none') return { claim: data.slug, release: null };
  return state.slug === data.slug ? { claim: null, release: null } : { claim: data.slug, release: state.slug };
};

export const decideEventType = (command: EventTypeCommand, state: EventTypeState): EventTypeEvent[] => {
  switch (command.type) {
    case 'SaveEventType': {
      if (state.status !== 'none') ownedActive(state, command.input.practiceId);
      const data = normaliseEventType(command.input);
      if (state.status === 'none') return [{ type: 'BookableEventTypeCreated', data }];
      const { photoUrl: _photo, status: _status, ...before } = state;
      const unchanged = (Object.keys(data) as (keyof EventTypeData)[]).every((k) => before[k] === data[k]);
      return unchanged ? [] : [{ type: 'BookableEventTypeChanged', data: { ...data, previousSlug: state.slug } }];
    }
    case 'ChangeEventTypePhoto': {
      const type = ownedActive(state, command.practiceId);
      if (type.photoUrl === command.photoUrl) return [];
      return [{ type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: type.bookableEventTypeId, practiceId: type.practiceId, photoUrl: command.photoUrl } }];
    }
    case 'DeleteEventType': {
      const type = ownedActive(state, command.practiceId);
      return [{ type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: type.bookableEventTypeId, practiceId: type.practiceId, slug: type.slug } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const eventTypeDecider: Decider<EventTypeCommand, EventTypeEvent, EventTypeState> = {
  decide: decideEventType,
  evolve: evolveEventType,
  initialState: initialEventTypeState,
};
