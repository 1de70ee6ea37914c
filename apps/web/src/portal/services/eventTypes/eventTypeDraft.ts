// What the event type form edits, a new type's values (spec 002 §9, 001 §2) and the call's variables.
import { EVENT_TYPE_DEFAULTS, type DurationUnit, type EventTypeKind } from '@app/group-events/shared';
import type { EventType, EventTypeInput } from './eventTypeCalls';

export interface EventTypeDraft {
  id?: string;
  name: string;
  description: string;
  instructions: string;
  /** Empty (null) shows the display default as a placeholder; the server then keeps its default. */
  capacity: number | null;
  unlimitedCapacity: boolean;
  amountCents: number;
  location: string;
  kind: EventTypeKind;
  duration: number;
  durationUnit: DurationUnit;
  slug: string;
  photoUrl?: string | null;
  url?: string;
}

export function newEventTypeDraft(): EventTypeDraft {
  return {
    name: '',
    description: '',
    instructions: '',
    capacity: EVENT_TYPE_DEFAULTS.capacity,
    unlimitedCapacity: false,
    amountCents: EVENT_TYPE_DEFAULTS.amountCents,
    location: '',
    kind: EVENT_TYPE_DEFAULTS.kind,
    duration: EVENT_TYPE_DEFAULTS.duration,
    durationUnit: EVENT_TYPE_DEFAULTS.durationUnit,
    slug: '',
  };
}

export function draftOf(type: EventType): EventTypeDraft {
  return {
    id: type.id,
    name: type.name,
    description: type.description ?? '',
    instructions: type.instructions ?? '',
    capacity: type.capacity ?? null,
    unlimitedCapacity: type.capacity == null,
    amountCents: type.amountCents,
    location: type.location,
    kind: type.kind === 'virtual' ? 'virtual' : 'in_person',
    duration: type.duration,
    durationUnit: (['minute', 'hour', 'day'] as const).find((u) => u === type.durationUnit) ?? 'minute',
    slug: type.slug,
    photoUrl: type.photoUrl,
    url: type.url,
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null);

/** Exactly the mutation's variables, whatever else the form carries. */
export function toEventTypeInput(values: EventTypeDraft): EventTypeInput {
  const unlimited = Boolean(values.unlimitedCapacity);
  return {
    id: values.id ?? null,
    name: text(values.name),
    description: text(values.description) || null,
    instructions: text(values.instructions) || null,
    capacity: unlimited ? null : whole(values.capacity),
    unlimitedCapacity: unlimited,
    amountCents: whole(values.amountCents) ?? 0,
    location: text(values.location),
    kind: values.kind,
    duration: whole(values.duration),
    durationUnit: values.durationUnit,
    slug: text(values.slug) || null,
  };
}
