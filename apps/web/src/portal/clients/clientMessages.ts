// Toast texts from spec 001 §8 "Clients and notes" and "Import".
import { ClientMessages } from '@app/clients/shared';

const withReasons = (prefix: string) => (messages: string[]) =>
  `${prefix}: ${messages.length ? messages.join(', ') : 'Please try again later.'}`;

/** For the client form: a reason shown beside its field is not repeated in the toast and the alert. */
const withReasonsNotBesideFields = (prefix: string) => (messages: string[]) => {
  const elsewhere = messages.filter((message) => !clientFieldOf(message));
  return messages.length > 0 && elsewhere.length === 0 ? prefix : withReasons(prefix)(elsewhere);
};

export const createClientTexts = {
  success: 'Client added successfully',
  failure: withReasonsNotBesideFields('Error creating client'),
};

export const editClientTexts = {
  success: 'Client edited successfully.',
  failure: withReasonsNotBesideFields('Error updating client'),
};

// The spec notes that the original's delete failure wrongly reads 'Payment could not be
// processed: ...'; we say what failed.
export const deleteClientTexts = {
  success: 'Client deleted successfully.',
  failure: withReasons('Error deleting client'),
};

export const addNoteTexts = {
  success: 'Note added',
  failure: withReasons('Error adding note'),
};

export const importFailure = (error: string) => `Error importing clients: ${error} Please check your data and try again.`;

export const PHONE_REQUIRED = ClientMessages.phoneRequired;
export const INVALID_EMAIL = ClientMessages.invalidEmail;

/**
 * Which form field a server message concerns: the practice's own e-mail or phone by their exact
 * rule, otherwise the field the message names first ("Cannot use your email ... add phone" is
 * about the e-mail).
 */
export const clientFieldOf = (message: string): string | undefined => {
  if (message === ClientMessages.practiceEmail) return 'email';
  if (message === ClientMessages.practicePhone) return 'phone';
  const text = message.toLowerCase();
  if (text.includes('first name')) return 'firstName';
  if (text.includes('last name')) return 'lastName';
  if (text.includes('postal') || text.includes('zip')) return 'postalCode';
  const phone = text.indexOf('phone');
  const email = text.search(/e-?mail/);
  if (phone < 0 && email < 0) return undefined;
  return email < 0 || (phone >= 0 && phone < email) ? 'phone' : 'email';
};
