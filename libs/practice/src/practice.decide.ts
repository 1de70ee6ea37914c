import { DomainError, NotFoundError, type Decider } from '#app/es';
import { updateBookingSettings } from './booking-settings-rules.js';
import { deleteLocation, disableLocation, enableLocation, upsertLocation } from './location-rules.js';
import {
  evolvePractice,
  type ActivePractice,
  type BookingSettings,
  type LocationDefinition,
  type PracticeCreatedData,
  type PracticeEvent,
  type PracticeState,
  type ServiceDefinition,
} from './practice.js';
import { PracticeMessages } from './practice-messages.js';
import { type PaymentSettings } from './payment-settings.js';
import { changePaymentSettings, decidePaymentConnection, type PaymentConnectionChange } from './payment-connections.decide.js';
import { changeServicePhoto, removeService, upsertService } from './service-rules.js';
import { reorderServices, type ServicePosition } from './service-order.js';
import { isValidTimeZone } from './time-zones.js';
import { checkRequireCcAllowed, setPracticeFlags, type PracticeFlags } from './practice-flags.js';
import { changeOwnerDetails } from './owner-details.js';
import { changeOwnerPhone } from './owner-phone.js';
import { decideVideoConferencing, type VideoConferencingChange } from './video-conferencing.decide.js';

export { PracticeMessages };

export type PracticeCommand =
  | { type: 'CreatePractice'; data: PracticeCreatedData; firstService?: ServiceDefinition; firstLocation?: LocationDefinition }
  | { type: 'UpsertService'; data: ServiceDefinition }
  | { type: 'RemoveService'; serviceId: string }
  | { type: 'ReorderServices'; servicesArray: ServicePosition[] }
  /** photoUrl: an uploaded image's address (the API checked the handle), null to remove. */
  | { type: 'ChangeServicePhoto'; serviceId: string; photoUrl: string | null }
  | { type: 'UpsertLocation'; data: LocationDefinition }
  | { type: 'DisableLocation'; locationId: string }
  | { type: 'EnableLocation'; locationId: string }
  | { type: 'DeleteLocation'; locationId: string }
  | { type: 'UpdateBookingSettings'; data: Partial<BookingSettings> }
  | { type: 'UpdatePaymentSettings'; data: Partial<PaymentSettings> }
  | { type: 'ChangePaymentConnection'; change: PaymentConnectionChange }
  /** Staff (or the demo and tests) turn features on or off; no pro screen sends it. */
  | { type: 'SetPracticeFlags'; flags: Partial<PracticeFlags> }
  /** The pro's own phone, E.164 or null (no pro screen sends it yet; the demo and tests do). */
  | { type: 'ChangeOwnerPhone'; phone: string | null }
  /** The Account page's name and e-mail (checked there), kept with the practice's owner. */
  | { type: 'ChangeOwnerDetails'; name?: string; email?: string }
  | { type: 'ChangeVideoConferencing'; change: VideoConferencingChange };

const active = (state: PracticeState): ActivePractice => {
  if (state.status === 'none') throw new NotFoundError(PracticeMessages.notFound);
  return state;
};

const create = (command: Extract<PracticeCommand, { type: 'CreatePractice' }>, state: PracticeState): PracticeEvent[] => {
  if (state.status !== 'none') throw new DomainError(PracticeMessages.alreadyExists);
  if (!isValidTimeZone(command.data.timeZone)) throw new DomainError(PracticeMessages.invalidTimeZone);
  return [
    { type: 'PracticeCreated', data: command.data },
    ...(command.firstLocation ? [{ type: 'LocationUpserted' as const, data: command.firstLocation }] : []),
    ...(command.firstService ? [{ type: 'ServiceUpserted' as const, data: command.firstService }] : []),
  ];
};

export const decidePractice = (command: PracticeCommand, state: PracticeState): PracticeEvent[] => {
  switch (command.type) {
    case 'CreatePractice':
      return create(command, state);
    case 'UpsertService':
      return upsertService(command.data, active(state));
    case 'RemoveService':
      return removeService(command.serviceId, active(state));
    case 'ReorderServices':
      return reorderServices(command.servicesArray, active(state));
    case 'ChangeServicePhoto':
      return changeServicePhoto(command.serviceId, command.photoUrl, active(state));
    case 'UpsertLocation':
      return upsertLocation(command.data, active(state));
    case 'DisableLocation':
      return disableLocation(command.locationId, active(state));
    case 'EnableLocation':
      return enableLocation(command.locationId, active(state));
    case 'DeleteLocation':
      return deleteLocation(command.locationId, active(state));
    case 'UpdateBookingSettings':
      active(state);
      return updateBookingSettings(command.data);
    case 'UpdatePaymentSettings': {
      const practice = active(state);
      checkRequireCcAllowed(practice.flags, practice.payments.requireClientCcToBook, command.data.requireClientCcToBook);
      return changePaymentSettings(practice, command.data);
    }
    case 'ChangePaymentConnection':
      return decidePaymentConnection(command.change, active(state));
    case 'SetPracticeFlags':
      return setPracticeFlags(active(state).flags, command.flags);
    case 'ChangeOwnerPhone':
      return changeOwnerPhone(active(state).practice.owner.phone, command.phone);
    case 'ChangeOwnerDetails':
      return changeOwnerDetails(active(state).practice.owner, { name: command.name, email: command.email });
    case 'ChangeVideoConferencing': {
      const practice = active(state);
      return decideVideoConferencing(command.change, practice.conferencing, practice.flags);
    }
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
