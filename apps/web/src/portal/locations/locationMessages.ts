// Toasts (spec 002 §8 "Location": the text plus ': {errors}') and where the server's
// validation messages (§5 "Locations and hours") belong in the form.
import { failureWithReasons, type CommandTexts } from '../shared/useCommand';

const texts = (verb: string, done: string): CommandTexts => ({
  success: `Location has been ${done}`,
  failure: failureWithReasons(`There was an error ${verb} your location`),
});

export const saveLocationTexts = texts('saving', 'saved');
export const deleteLocationTexts = texts('deleting', 'deleted');
export const disableLocationTexts = texts('disabling', 'disabled');
export const enableLocationTexts = texts('enabling', 'enabled');

const FIELD_OF: Record<string, string> = {
  'Name is required': 'name',
  'Address is required': 'address',
  'Either a link or instructions are required': 'virtualLink',
  'Travel distance is required': 'travelDistance',
  'Travel distance must be between 1 and 50 miles.': 'travelDistance',
  'Please choose a valid time zone.': 'timeZone',
  'Only one virtual location is allowed.': 'kind',
  'Only one in-home location is allowed.': 'kind',
  'Please choose office, home or virtual.': 'kind',
};

const HOURS = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Weekly hours|The opening hours)\b/;

export function locationFieldOf(message: string): string | undefined {
  return FIELD_OF[message] ?? (HOURS.test(message) ? 'availableTimes' : undefined);
}

export const ONLY_LOCATION_FOR_SERVICE = 'This is the only location of a service, so it cannot be disabled.';
export const ONLY_ACTIVE_LOCATION = 'This is your only active location, so it cannot be disabled.';
