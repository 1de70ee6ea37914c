// User-facing rule messages. Where the spec has a sentence, it is used verbatim.
export const AppointmentMessages = {
  notFound: 'Appointment not found',
  /** spec 000 §2.2 */
  pastCannotChange: "The appointment start time has past so this appointment can't be cancelled or rescheduled.",
  alreadyExists: 'This appointment already exists.',
  startInPast: 'Please choose a start time in the future.',
  endBeforeStart: 'The appointment must end after it starts.',
  notPendingAccept: 'Only a pending appointment request can be accepted.',
  notPendingDecline: 'Only a pending appointment request can be declined.',
  alreadyCancelled: 'This appointment is already cancelled.',
  declinedCannotCancel: 'This appointment request was declined, so there is nothing to cancel.',
  practitionerNoteTooLong: 'The note can be at most 1000 characters.',
  declineReasonTooLong: 'The reason can be at most 1000 characters.',
  tooLong: 'An appointment can be at most 24 hours long.',
  cannotChangeEnded: 'This appointment was cancelled or declined, so it cannot be changed.',
  resendNotConfirmed: 'Only a confirmed upcoming appointment can have its confirmation resent.',
  noPhone: 'This client has no phone number on file.',
  smsUnavailable: 'Text messages are not available yet.',
  invalidSendTo: "Please choose where to send the confirmation: 'email' or 'sms'.",
} as const;
