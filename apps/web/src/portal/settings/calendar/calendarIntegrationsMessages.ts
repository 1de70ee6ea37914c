// The Calendar Integrations page's texts (spec 002 §8 "Calendars"), the feed error as the spec spells it.
import type { CommandTexts } from '../../shared/useCommand';

export const FEED_ERROR = 'There was an error adding your feed. Likely the URL you used in not a valid iCal feed URL.';

export const addFeedTexts: CommandTexts = { success: 'Calendar feed added successfully', failure: (messages) => messages[0] ?? FEED_ERROR };
export const updateCalendarsTexts: CommandTexts = { success: 'Calendars updated successfully', failure: () => 'There was an error updating calendars' };
export const removeCalendarTexts: CommandTexts = { success: 'Calendar removed successfully', failure: () => 'There was an error removing your calendar.' };
export const createLinkTexts: CommandTexts = { success: 'Calendar link created', failure: (messages) => messages[0] ?? 'Please try again later.' };
export const revokeLinkTexts: CommandTexts = { success: 'Calendar link turned off', failure: (messages) => messages[0] ?? 'Please try again later.' };
export const writeCalendarTexts: CommandTexts = { success: 'Write calendar updated successfully', failure: () => 'Failed to update write calendar' };
