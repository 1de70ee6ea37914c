// The download-mobile-app prompt (spec 000 §2.8, 002): under 768 px the two store links; wider,
// the app's links go by text message to the signed-in person's phone when the prompt opens, and
// it says so, with 'Didn't get it? Send again.' for pros or a link to the web version for clients.
// Plain React and its own CSS: the client pages use it too, and they never load MUI or react-admin.
import { MOBILE_APP_LINKS } from '@app/messaging/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import './DownloadAppPrompt.css';
import { sendDownloadAppText } from './sendDownloadAppText';
import { useDialogFocus } from './useDialogFocus';
import { useNarrowScreen } from './useNarrowScreen';

export interface DownloadAppPromptProps {
  /** 'pro' offers "Didn't get it? Send again."; 'client' offers the web version instead. */
  audience: 'pro' | 'client';
  /** Clients: where "Continue to the web version" goes (spec 002: /practitioner-search). */
  webVersionUrl?: string;
  /** Escape, the close button and a click beside the dialog call it; the caller unmounts the prompt. */
  onClose: () => void;
}

/** `sent`: whether a text went while the prompt was open (a failed 'Send again' does not undo it). */
type Texting = { state: 'sending' | 'done'; sent: boolean; problem: string | null };

export function DownloadAppPrompt({ audience, webVersionUrl = '/practitioner-search', onClose }: DownloadAppPromptProps) {
  const narrow = useNarrowScreen();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(dialog, onClose);
  const [texting, setTexting] = useState<Texting>({ state: 'sending', sent: false, problem: null });
  const send = useCallback(async () => {
    setTexting((before) => ({ ...before, state: 'sending', problem: null }));
    const problem = await sendDownloadAppText();
    setTexting((before) => ({ state: 'done', sent: before.sent || problem === null, problem }));
  }, []);
  // One text when the prompt opens on a wide screen (or widens), never one per render.
  const asked = useRef(false);
  useEffect(() => {
    if (narrow || asked.current) return;
    asked.current = true;
    void send();
  }, [narrow, send]);

  return createPortal(
    <div className="download-app-backdrop" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={dialog} className="download-app" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <button type="button" className="download-app__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={titleId} className="download-app__title">
          Get the mobile app
        </h2>
        {narrow ? <StoreLinks /> : <TextStatus texting={texting} audience={audience} webVersionUrl={webVersionUrl} onSendAgain={send} />}
      </div>
    </div>,
    document.body,
  );
}

function StoreLinks() {
  return (
    <>
      <p className="download-app__text">Download the app for your phone:</p>
      <div className="download-app__stores">
        <a className="download-app__store" href={MOBILE_APP_LINKS.iphone} target="_blank" rel="noopener noreferrer">
          <span className="download-app__store-name">iPhone</span>
          <span className="download-app__store-where">on the App Store</span>
        </a>
        <a className="download-app__store" href={MOBILE_APP_LINKS.android} target="_blank" rel="noopener noreferrer">
          <span className="download-app__store-name">Android</span>
          <span className="download-app__store-where">on Google Play</span>
        </a>
      </div>
    </>
  );
}

interface TextStatusProps {
  texting: Texting;
  audience: DownloadAppPromptProps['audience'];
  webVersionUrl: string;
  onSendAgain: () => void;
}

function TextStatus({ texting, audience, webVersionUrl, onSendAgain }: TextStatusProps) {
  const sending = texting.state === 'sending';
  return (
    <>
      <div className="download-app__status" role="status">
        {sending && (
          <p className="download-app__text">
            <span className="download-app__spinner" aria-hidden="true" /> Sending a text message to your phone…
          </p>
        )}
        {!sending && texting.sent && (
          <p className="download-app__text">
            A text message has been sent to your phone with a link to download the app.
          </p>
        )}
      </div>
      {texting.problem && (
        <p className="download-app__error" role="alert">
          {texting.problem}
        </p>
      )}
      {audience === 'pro' ? (
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus while it sends.
        <button type="button" className="download-app__again" onClick={() => !sending && onSendAgain()} aria-disabled={sending}>
          {texting.sent || sending ? "Didn't get it? Send again." : 'Try again'}
        </button>
      ) : (
        <p className="download-app__text">
          <a className="download-app__web" href={webVersionUrl}>
            Continue to the web version
          </a>
        </p>
      )}
    </>
  );
}
