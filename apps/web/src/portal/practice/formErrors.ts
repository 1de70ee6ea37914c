// react-admin forms show errors returned from onSubmit beside the matching fields, and
// `root.serverError` as the toast (its server-side validation convention).
export type FormErrors = Record<string, unknown> & { root?: { serverError: string } };

/** Which form field a server message belongs to: by exact text, or a function. */
export type FieldOf = Record<string, string> | ((message: string) => string | undefined);

/**
 * Places each server message on the field it concerns, and builds the toast. Messages
 * without a field stay in the toast only.
 */
export function toFormErrors(messages: string[], fieldOf: FieldOf, toast: string): FormErrors {
  const errors: FormErrors = { root: { serverError: toast } };
  for (const message of messages) {
    const field = typeof fieldOf === 'function' ? fieldOf(message) : fieldOf[message];
    if (field && !(field in errors)) errors[field] = message;
  }
  return errors;
}
