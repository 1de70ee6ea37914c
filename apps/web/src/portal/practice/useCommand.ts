import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { rejectionMessages } from './commandRejected';

export interface CommandTexts {
  success: string;
  /** The toast for a refusal or a failure, given the server's messages (maybe none). */
  failure: (messages: string[]) => string;
}

/**
 * Runs one command behind a button, pessimistically: nothing changes on screen until the
 * server answers; then a toast, and every query on the page is fetched again.
 */
export function useCommand(texts: CommandTexts) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);

  async function run(send: () => Promise<unknown>): Promise<boolean> {
    setPending(true);
    try {
      await send();
      notify(texts.success, { type: 'success' });
      return true;
    } catch (error) {
      notify(texts.failure(rejectionMessages(error)), { type: 'error' });
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  }

  return { run, pending };
}

/** "There was an error saving your location: Address is required" (spec 002 §8). */
export function failureWithReasons(text: string): (messages: string[]) => string {
  return (messages) => (messages.length ? `${text}: ${messages.join(', ')}` : text);
}
