// The one way a portal button sends a command (Accept, Decline, Cancel, Delete, Disable, Add note):
// pessimistically, so nothing changes on screen until the server answers; then a toast, and every
// view on the page (the lists, the bell, the calendar) is fetched again.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { rejectionMessages } from './commandRejected';
import { useRefreshViews } from './refreshViews';

export interface CommandTexts {
  success: string;
  /** The toast for a refusal or a failure, given the server's messages (maybe none). */
  failure: (messages: string[]) => string;
  /**
   * Give `failure` only the messages of a refusal (`result` not 'success'), not those of a failed
   * call: the appointment buttons show their own text for anything but a refusal.
   */
  refusalsOnly?: boolean;
}

/** `run(send)` resolves true when the command succeeded; `send` throws CommandRejected on a refusal. */
export function useCommand(texts: CommandTexts) {
  const notify = useNotify();
  const refreshViews = useRefreshViews();
  const [pending, setPending] = useState(false);

  async function run(send: () => Promise<unknown>): Promise<boolean> {
    setPending(true);
    try {
      await send();
      notify(texts.success, { type: 'success' });
      return true;
    } catch (error) {
      notify(texts.failure(rejectionMessages(error, texts.refusalsOnly)), { type: 'error' });
      return false;
    } finally {
      setPending(false);
      // A refusal too: the server's answer (e.g. already accepted elsewhere) is what shows next.
      refreshViews();
    }
  }

  return { run, pending };
}

/** "There was an error saving your location: Address is required" (spec 002 §8). */
export function failureWithReasons(text: string): (messages: string[]) => string {
  return (messages) => (messages.length ? `${text}: ${messages.join(', ')}` : text);
}
