import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { rejectionMessages } from '../shared/commandRejected';
import { toFormErrors, type FieldOf, type FormErrors } from './formErrors';

interface Options<Values, Saved> {
  send: (values: Values) => Promise<Saved>;
  success: string;
  failure: (messages: string[]) => string;
  fieldOf?: FieldOf;
  onSaved?: (saved: Saved) => void;
}

/**
 * The onSubmit of a react-admin <Form> that saves pessimistically: on success a toast and a
 * refresh; on refusal the server's messages go beside their fields and into the toast.
 * `failure` repeats the toast's text for forms in a flyout: a modal drawer hides the rest of
 * the page, toasts included, from assistive technology, so the form shows it as well.
 */
export function useFormSave<Values, Saved>({ send, success, failure, fieldOf = {}, onSaved }: Options<Values, Saved>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [lastFailure, setLastFailure] = useState<string | null>(null);
  // react-admin's <Form> hands over its values untyped.
  const save = async (values: Record<string, any>): Promise<FormErrors | undefined> => {
    setLastFailure(null);
    try {
      const saved = await send(values as Values);
      notify(success, { type: 'success' });
      refresh();
      onSaved?.(saved);
      return undefined;
    } catch (error) {
      const messages = rejectionMessages(error);
      const text = failure(messages);
      setLastFailure(text);
      return toFormErrors(messages, fieldOf, text);
    }
  };
  return { save, failure: lastFailure };
}
