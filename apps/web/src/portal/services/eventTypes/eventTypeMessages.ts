// Toasts of the Event Types tab (spec 002 §8 "Event type": 'Error: {errors}', 'There was an error
// saving/deleting your event type', a photo-removal error) and where the server's validation
// messages (§5, GroupEventMessages) belong in the form.
import { GroupEventMessages } from '@app/group-events/shared';
import type { CommandTexts } from '../../shared/useCommand';

/** 'Error: {errors}' when the server said why, else the spec's generic text. */
const errorOr = (generic: string) => (messages: string[]) => (messages.length ? `Error: ${messages.join(', ')}` : generic);

export const saveEventTypeTexts: CommandTexts = {
  success: 'Event type has been saved',
  failure: errorOr(GroupEventMessages.typeSaveError),
};

export const deleteEventTypeTexts: CommandTexts = {
  success: 'Event type has been deleted',
  failure: errorOr(GroupEventMessages.typeDeleteError),
};

export const photoSaveTexts: CommandTexts = {
  success: 'Your event type photo has been saved',
  failure: errorOr('There was an error saving your event type photo'),
};

export const photoRemoveTexts: CommandTexts = {
  success: 'Your event type photo has been removed',
  failure: errorOr('There was an error removing your event type photo'),
};

export const eventTypeFieldOf: Record<string, string> = {
  [GroupEventMessages.nameRequired]: 'name',
  [GroupEventMessages.nameTooLong]: 'name',
  [GroupEventMessages.locationRequired]: 'location',
  [GroupEventMessages.locationTooLong]: 'location',
  [GroupEventMessages.textTooLong]: 'description',
  [GroupEventMessages.invalidSlug]: 'slug',
  [GroupEventMessages.slugTaken]: 'slug',
  [GroupEventMessages.invalidKind]: 'kind',
  [GroupEventMessages.invalidDuration]: 'duration',
  [GroupEventMessages.durationTooLong]: 'duration',
  [GroupEventMessages.invalidDurationUnit]: 'durationUnit',
  [GroupEventMessages.invalidCapacity]: 'capacity',
  [GroupEventMessages.capacityTooLarge]: 'capacity',
  [GroupEventMessages.invalidAmount]: 'amountCents',
};
