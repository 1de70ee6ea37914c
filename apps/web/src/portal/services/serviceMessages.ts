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

export const serviceFieldOf: Record<string, string> = {
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
