// The event type's field rules and defaults (spec 001 §2, 002 §5 and §9), shared with the web form.
export const EVENT_TYPE_KINDS = ['in_person', 'virtual'] as const;
export type EventTypeKind = (typeof EVENT_TYPE_KINDS)[number];

export const DURATION_UNITS = ['minute', 'hour', 'day'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const EVENT_TYPE_DEFAULTS = {
  kind: 'in_person' as EventTypeKind,
  duration: 30,
  durationUnit: 'minute' as DurationUnit,
  amountCents: 0,
  /** A new type's capacity; the form shows 30 when the capacity field is empty (display default). */
  capacity: 10,
  displayCapacity: 30,
} as const;

export const MAX_CAPACITY = 10_000;
export const MAX_AMOUNT_CENTS = 100_000_00;
/** The longest duration per unit: a day of minutes or hours, a month of days. */
export const MAX_DURATION: Record<DurationUnit, number> = { minute: 24 * 60, hour: 24, day: 31 };
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 80;

/** A link made from a name: lowercase letters and numbers, words joined by hyphens. */
export const slugFromName = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');

/** The length of one event of the type, in minutes (a day-length type: whole days). */
export const durationMinutes = (duration: number, unit: DurationUnit): number => (unit === 'day' ? duration * 24 * 60 : unit === 'hour' ? duration * 60 : duration);
