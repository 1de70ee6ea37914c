import { DomainError, NotFoundError, type Decider } from '../../es/src/decider.js';
import {
  evolvePractice,
  type BookingSettings,
  type LocationDefinition,
  type PracticeCreatedData,
  type PracticeEvent,
  type PracticeState,
  type ServiceDefinition,
} from './practice.js';
import { isValidTimeZone } from './time-zones.js';

export type PracticeCommand =
  | { type: 'CreatePractice'; data: PracticeCreatedData; firstService?: ServiceDefinition; firstLocation?: LocationDefinition }
  | { type: 'UpsertService'; data: ServiceDefinition }
  | { type: 'UpsertLocation'; data: LocationDefinition }
  | { type: 'UpdateBookingSettings'; data: Partial<BookingSettings> };

/** spec 002 §5 and §9 */
export const PracticeMessages = {
  notFound: 'Practice not found',
  alreadyExists: 'This practice already exists.',
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  durationRequired: 'Session duration is required',
  maxServices: 'You can add a maximum of 25 services.',
  invalidTimeZone: 'Please choose a valid time zone.',
  addressRequired: 'Address is required',
} as const;

const MAX_SERVICES = 25;

const active = (state: PracticeState) => {
  if (state.status === 'none') throw new NotFoundError(PracticeMessages.notFound);
  return state;
};

const upsertService = (data: ServiceDefinition, state: PracticeState): PracticeEvent[] => {
  const practice = active(state);
  if (data.name.trim().length < 2) throw new DomainError(PracticeMessages.nameRequired);
  if (data.description.trim().length < 2) throw new DomainError(PracticeMessages.descriptionRequired);
  if (!data.addOn && !(data.timeLength >= 1)) throw new DomainError(PracticeMessages.durationRequired);
  if (!practice.services.has(data.serviceId) && practice.services.size >= MAX_SERVICES) {
    throw new DomainError(PracticeMessages.maxServices);
  }
  return [{ type: 'ServiceUpserted', data: { ...data, name: data.name.trim(), description: data.description.trim() } }];
};

const upsertLocation = (data: LocationDefinition, state: PracticeState): PracticeEvent[] => {
  active(state);
  if (data.name.trim().length < 1) throw new DomainError(PracticeMessages.nameRequired);
  if (!isValidTimeZone(data.timeZone)) throw new DomainError(PracticeMessages.invalidTimeZone);
  if (data.kind === 'office' && !data.address?.trim()) throw new DomainError(PracticeMessages.addressRequired);
  return [{ type: 'LocationUpserted', data }];
};

export const decidePractice = (command: PracticeCommand, state: PracticeState): PracticeEvent[] => {
  switch (command.type) {
    case 'CreatePractice':
      if (state.status !== 'none') throw new DomainError(PracticeMessages.alreadyExists);
      if (!isValidTimeZone(command.data.timeZone)) throw new DomainError(PracticeMessages.invalidTimeZone);
      return [
        { type: 'PracticeCreated', data: command.data },
        ...(command.firstLocation ? [{ type: 'LocationUpserted' as const, data: command.firstLocation }] : []),
        ...(command.firstService ? [{ type: 'ServiceUpserted' as const, data: command.firstService }] : []),
      ];
    case 'UpsertService':
      return upsertService(command.data, state);
    case 'UpsertLocation':
      return upsertLocation(command.data, state);
    case 'UpdateBookingSettings':
      active(state);
      return [{ type: 'BookingSettingsUpdated', data: command.data }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const practiceDecider: Decider<PracticeCommand, PracticeEvent, PracticeState> = {
  decide: decidePractice,
  evolve: evolvePractice,
  initialState: () => ({ status: 'none' }),
};
