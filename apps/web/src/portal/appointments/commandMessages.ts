// Toast texts from spec 001 §8.
import type { CommandMessages } from './useAppointmentCommand';

export const acceptMessages: CommandMessages = {
  success: 'Appointment accepted',
  failure: 'Unexpected error accepting appointment. Please contact support if this persists.',
  preferServerErrors: true,
};

export const declineMessages: CommandMessages = {
  success: 'Appointment declined',
  failure: 'Unexpected error declining appointment. Please contact support if this persists.',
  preferServerErrors: true,
};

export const cancelMessages: CommandMessages = {
  success: 'Your appointment was cancelled',
  failure: 'Unexpected error. Please contact support if this persists.',
  preferServerErrors: true,
};

/** The inbox flyout words it differently (spec 001 §8 "Inbox"). */
export const confirmFromInboxMessages: CommandMessages = {
  success: 'Appointment confirmed.',
  failure: 'There was an error confirming your appointment.',
};
