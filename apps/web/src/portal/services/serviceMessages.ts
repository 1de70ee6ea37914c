// Toasts (spec 002 §8 "Service") and where the server's validation messages (§5) belong.
import { failureWithReasons, type CommandTexts } from '../shared/useCommand';

export const saveServiceTexts: CommandTexts = {
  success: 'Service has been saved',
  failure: failureWithReasons('There was an error saving your service'),
};

export const deleteServiceTexts: CommandTexts = {
  success: 'Service has been deleted',
  failure: failureWithReasons('There was an error deleting your service'),
};

export const reorderServicesTexts: CommandTexts = {
  success: 'The order of your services has been saved',
  failure: failureWithReasons('There was an error reordering your services'),
};

export const servicePhotoSaveTexts: CommandTexts = {
  success: 'Your service photo has been saved',
  failure: failureWithReasons('There was an error saving your service photo'),
};

/** spec 002 §8 "Photos": 'Failed to delete photo'. */
export const servicePhotoRemoveTexts: CommandTexts = {
  success: 'Your service photo has been removed',
  failure: failureWithReasons('Failed to delete photo'),
};

/** The server's messages about weekly hours name the day ("Monday blocks 1 and 2 overlap"). */
const HOURS = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|^Weekly hours|^The opening hours/;

export const serviceFieldFor = (message: string): string | undefined =>
  serviceFieldOf[message] ?? (HOURS.test(message) ? 'availableTimes' : undefined);

export const serviceFieldOf: Record<string, string> = {
  'Please set the hours for this service.': 'availableTimes',
  'Name is required': 'name',
  'Description is required': 'description',
  'Session duration is required': 'timeLength',
  'Please enter a price between $0.00 and $9,999,999.99.': 'amountCents',
  'Variations must be unique': 'variations',
  'Must be different from other prices': 'variations',
  'Must be different from other durations': 'variations',
  'Please choose locations that exist.': 'locationIds',
  'Packages must have a price': 'amountCents',
  'Packages must have a number of sessions': 'numberOfSessions',
  'Please choose services that exist.': 'allowedServiceIds',
};

export const MAX_SERVICES_NOTE = 'You can add a maximum of 25 services.';
export const LAST_SERVICE_NOTE = 'The last remaining service cannot be deleted.';
