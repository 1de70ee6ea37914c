// The contact form's fields. Their checks live in contactValidation.ts, which brings in
// libphonenumber-js and so loads only with the contact step.
export interface ContactDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const EMPTY_CONTACT: ContactDetails = { firstName: '', lastName: '', email: '', phone: '' };
