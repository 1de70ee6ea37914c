// Texts from spec 001 §2, §4, §5 and §8, word for word.
export const TITLES = {
  create: 'Create appointment',
  upcoming: 'Upcoming appointment',
  past: 'Past appointment',
  request: 'New appointment request',
  createPersonal: 'Create personal event',
  editPersonal: 'Edit personal event',
  createGroup: 'Create group event',
  editGroup: 'Edit Scheduled Group Event',
} as const;

/**
 * Spec 001 §8 Events texts the shared GroupEventMessages (@app/group-events/shared) does not hold:
 * the registration payment's toasts.
 */
export const GROUP_MESSAGES = {
  paymentProcessed: 'Payment processed successfully',
  paymentFailed: 'Payment processing failed',
} as const;

export const MISSING = {
  event: 'Event not found',
  fetchError: 'Error fetching event',
  appointment: 'Appointment not found',
} as const;

export const MESSAGES = {
  created: 'Appointment created successfully.',
  updated: 'Appointment updated successfully.',
  unexpected: 'Unexpected error. Please contact support if this persists.',
  seriesCreated: 'Your recurring series was created successfully.',
  seriesFailed: (error: string) => `Error creating appointments: ${error}`,
  rescheduled: 'Appointment rescheduled successfully.',
  rescheduleFailed: (errors: string[]) => `We weren't able to reschedule this appointment: ${errors.length ? errors.join(', ') : 'unknown error'}`,
  accepted: 'Appointment accepted',
  declined: 'Appointment declined',
  acceptFailed: 'Unexpected error accepting appointment. Please contact support if this persists.',
  declineFailed: 'Unexpected error declining appointment. Please contact support if this persists.',
  cancelled: 'Your appointment was cancelled',
  seriesCancelled: 'Your recurring series was cancelled',
  resent: 'Confirmation resent!',
  resendFailed: (errors: string[]) => `Error resending confirmation: ${errors.join(', ') || 'unknown error'}`,
  personalCreated: 'Personal event created successfully',
  personalUpdated: 'Personal event updated successfully',
  personalCancelled: 'Your personal event has been cancelled',
  personalFailed: 'An unexpected error occurred. Please try again.',
  onlyAddOns: "You can't create an appointment with only add-on services",
  firstNotAddOn: 'The first service cannot be an add-on.',
  noContact: 'No email or phone on file',
  seriesSuffix: ' Please select a different frequency or end date.',
  endBeforeStart: 'The end time must be after the start time.',
  seriesConflicts: (conflicting: number, total: number) =>
    `${conflicting} of ${total} ${total === 1 ? 'date' : 'dates'} ${conflicting === 1 ? 'conflicts' : 'conflict'} with another appointment or personal event.`,
  skipConflicts: 'Skip the conflicting dates',
  seriesHasConflicts: 'Some dates conflict. Skip them or choose other times.',
  seriesAllConflict: 'Every date conflicts. Please choose other times.',
  /** spec 001 §5, word for word (the server's PackageMessages.packageAlone). */
  packageAlone: 'A package service cannot have other services added at booking.',
  addOnNotOffered: 'Please choose add-ons offered with the chosen services.',
  /** spec 001 §5 and §9: the series cap, here the package's sessions. */
  tooManyAppointments: (max: number, attempted: number) =>
    `You can create at most ${max} appointments at once. You are currently attempting to create ${attempted} appointments. Please select a different frequency or end date.`,
} as const;
