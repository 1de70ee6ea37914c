import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import type { MutationResult } from '../../shared/graphqlRequest';

export interface CommandMessages {
  success: string;
  /** Shown when the call fails without a message from the server. */
  failure: string;
  /** Show the server's own `errors` instead of `failure` when it sends some. */
  preferServerErrors?: boolean;
}

/**
 * Runs one command, then toasts and refreshes every query on the page (the list,
 * the inbox). Pessimistic: nothing changes on screen until the server answers.
 */
export function useAppointmentCommand(send: (...args: any[]) => Promise<MutationResult>, messages: CommandMessages) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run(...args: unknown[]): Promise<boolean> {
    setPending(true);
    try {
      const outcome = await send(...args);
      if (outcome.result === 'success') {
        notify(messages.success, { type: 'success' });
        return true;
      }
      const serverMessage = messages.preferServerErrors ? outcome.errors.join(' ') : '';
      notify(serverMessage || messages.failure, { type: 'error' });
      return false;
    } catch {
      notify(messages.failure, { type: 'error' });
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  }

  return { run, pending };
}
