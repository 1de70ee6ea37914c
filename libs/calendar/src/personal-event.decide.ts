// The personal event's rules: save (create or change) and delete, for the practice that owns it.
import { DateTime } from 'luxon';
import { DomainError, NotFoundError, type Decider } from '#app/es';
import {
  evolvePersonalEvent,
  initialPersonalEventState,
  type PersonalEventData,
  type PersonalEventEvent,
  type PersonalEventState,
} from './personal-event.js';

export const PersonalEventMessages = {
  notFound: 'Event not found',
  invalidStart: 'Please choose a valid start time.',
  invalidEnd: 'Please choose a valid end time.',
  endBeforeStart: 'The event must end after it starts.',
  tooLong: 'A personal event can be at most 90 days long.',
  nameTooLong: 'The name can be at most 200 characters.',
  invalidTimeZone: 'Please choose a valid time zone.',
} as const;

const M = PersonalEventMessages;
const MAX_DAYS = 90;

export interface PersonalEventInput {
  personalEventId: string;
  practiceId: string;
  name: string | null | undefined;
  allDay: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export type PersonalEventCommand =
  | { type: 'SavePersonalEvent'; input: PersonalEventInput }
  | { type: 'DeletePersonalEvent'; personalEventId: string; practiceId: string };

const parse = (value: string, zone: string, message: string): DateTime => {
  const at = typeof value === 'string' && value.length <= 40 ? DateTime.fromISO(value, { zone }) : DateTime.invalid('none');
  if (!at.isValid) throw new DomainError(message);
  return at;
};

/**
 * The event's instants. An all-day event covers whole days in its zone: from the start of its
 * first day to the start of the day after its last (an end at midnight is exclusive, as calendars send it).
 */
export const normalisePersonalEvent = (input: PersonalEventInput): PersonalEventData => {
  if (typeof input.timeZone !== 'string' || !DateTime.local().setZone(input.timeZone).isValid) throw new DomainError(M.invalidTimeZone);
  const name = input.name?.trim() || null;
  if (name && name.length > 200) throw new DomainError(M.nameTooLong);
  let start = parse(input.startsAt, input.timeZone, M.invalidStart);
  let end = parse(input.endsAt, input.timeZone, M.invalidEnd);
  if (input.allDay) {
    start = start.startOf('day');
    end = end.equals(end.startOf('day')) && end > start ? end : end.startOf('day').plus({ days: 1 });
  }
  if (!(end > start)) throw new DomainError(M.endBeforeStart);
  if (end.diff(start, 'days').days > MAX_DAYS) throw new DomainError(M.tooLong);
  return {
    personalEventId: input.personalEventId,
    practiceId: input.practiceId,
    name,
    allDay: input.allDay,
    startsAt: start.toUTC().toISO()!,
    endsAt: end.toUTC().toISO()!,
    timeZone: input.timeZone,
  };
};

const ownedLive = (state: PersonalEventState, practiceId: string) => {
  if (state.status !== 'scheduled' || state.practiceId !== practiceId) throw new NotFoundError(M.notFound);
  return state;
};

export const decidePersonalEvent = (command: PersonalEventCommand, state: PersonalEventState): PersonalEventEvent[] => {
  switch (command.type) {
    case 'SavePersonalEvent': {
      if (state.status !== 'none') ownedLive(state, command.input.practiceId);
      const data = normalisePersonalEvent(command.input);
      return [{ type: state.status === 'none' ? 'PersonalEventScheduled' : 'PersonalEventChanged', data }];
    }
    case 'DeletePersonalEvent': {
      const event = ownedLive(state, command.practiceId);
      return [{ type: 'PersonalEventDeleted', data: { personalEventId: event.personalEventId, practiceId: event.practiceId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const personalEventDecider: Decider<PersonalEventCommand, PersonalEventEvent, PersonalEventState> = {
  decide: decidePersonalEvent,
  evolve: evolvePersonalEvent,
  initialState: initialPersonalEventState,
};
