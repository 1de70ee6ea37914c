// Toast texts from spec 001 §8.
import type { CommandTexts } from '../shared/useCommand';

/** The server's reasons for refusing, else `text`; a failed call (network, GraphQL error) shows `text`. */
const reasonsOr = (text: string): Pick<CommandTexts, 'failure' | 'refusalsOnly'> => ({
  failure: (messages) => messages.join(' ') || text,
  refusalsOnly: true,
});

export const acceptTexts: CommandTexts = {
  success: 'Appointment accepted',
  ...reasonsOr('Unexpected error accepting appointment. Please contact support if this persists.'),
};

export const declineTexts: CommandTexts = {
  success: 'Appointment declined',
  ...reasonsOr('Unexpected error declining appointment. Please contact support if this persists.'),
};

export const cancelTexts: CommandTexts = {
  success: 'Your appointment was cancelled',
  ...reasonsOr('Unexpected error. Please contact support if this persists.'),
};

/** The inbox flyout words it differently (spec 001 §8 "Inbox"). */
export const confirmFromInboxTexts: CommandTexts = {
  success: 'Appointment confirmed.',
  failure: () => 'There was an error confirming your appointment.',
};
