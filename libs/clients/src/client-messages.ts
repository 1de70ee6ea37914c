// What the client rules say when a profile breaks one (spec 001 §5 "Create client"), and their
// limits. Imports nothing, so the portal checks and says the same ('@app/clients/shared').
export const MAX_CLIENT_NAME_LENGTH = 100;

export const ClientMessages = {
  notFound: 'Client not found',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  nameTooLong: 'Names can be at most 100 characters.',
  phoneRequired: 'Phone is required to create a client.',
  invalidEmail: 'Invalid email',
  practicePhone: 'Cannot use your phone number for a client. Please leave blank and add email if client phone is unknown.',
  practiceEmail: 'Cannot use your email for a client. Please add phone for client or use a placeholder email.',
  contactRequired: 'Please keep a phone number or an email for this client.',
  fieldTooLong: 'Address and type fields can be at most 200 characters.',
  noteRequired: 'Please enter a note.',
  noteTooLong: 'A note can be at most 10000 characters.',
  noteAppointmentRequired: 'Please choose the appointment this note is about.',
  noteTypeInvalid: "A note's type is 'client' or 'appointment'.",
  appointmentNotFound: 'Appointment not found',
  invalidPrice: 'Please enter a valid price.',
  emailTaken: (name: string) => `A client with this email already exists: ${name}.`,
  phoneTaken: (name: string) => `A client with this phone number already exists: ${name}.`,
  contactTakenMeanwhile: 'Another client with this email or phone number was just added. Please try again.',
} as const;
