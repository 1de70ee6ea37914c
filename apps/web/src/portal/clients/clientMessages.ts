// Toast texts from spec 001 §8 "Clients and notes" and "Import".
import type { FieldOf } from '../practice/formErrors';

const withReasons = (prefix: string) => (messages: string[]) =>
  `${prefix}: ${messages.length ? messages.join(', ') : 'Please try again later.'}`;

export const createClientTexts = {
  success: 'Client added successfully',
  failure: withReasons('Error creating client'),
};

export const editClientTexts = {
  success: 'Client edited successfully.',
  failure: withReasons('Error updating client'),
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

export const PHONE_REQUIRED = 'Phone is required to create a client.';
export const INVALID_EMAIL = 'Invalid email';

/** Which form field a server message concerns. */
export const clientFieldOf: FieldOf = (message) => {
  const text = message.toLowerCase();
  if (text.includes('first name')) return 'firstName';
  if (text.includes('last name')) return 'lastName';
  if (text.includes('phone')) return 'phone';
  if (text.includes('email') || text.includes('e-mail')) return 'email';
  if (text.includes('postal') || text.includes('zip')) return 'postalCode';
  return undefined;
};
