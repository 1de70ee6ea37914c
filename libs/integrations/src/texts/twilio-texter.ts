// Sends texts through Twilio's Messages API with the official SDK (the only file that imports it).
//
// Idempotency. Twilio's API takes no idempotency key: a repeated POST /Messages.json sends a
// second text. So the key is recorded before the call and a repeat is made safe in two layers:
// 1. In this process, every key's call is kept (the call in flight, or its answer) before the HTTP
//    request starts: a repeat while it runs waits for it; a repeat after a definite answer (sent,
//    or refused) gets that answer and sends nothing.
// 2. When an earlier call under the key has no known answer (it timed out here, or the caller
//    recorded the attempt before a restart and passes `earlierAttemptAt`), Twilio may have sent it.
//    Before sending again we ask Twilio for the recent messages to that number from our number and
//    take one with the same body created since the earlier attempt (less a little clock skew) as
//    that text. A person is texted at most once a minute (the caller's rule), so an older text
//    with the same body falls outside the window. Only when none is found do we send again.
// Twilio's API base URL is fixed in the SDK (https://api.twilio.com); `apiUrl` (a local fake, a
// proxy) is reached through the SDK's own pluggable HTTP client, which only swaps the origin:
// paths, authentication and form bodies stay the SDK's.
import twilio from 'twilio';
import type SdkRequestClient from 'twilio/lib/base/RequestClient.js';
import { textRefusal, type TextMessage, type TextSendResult, type Texter } from './texter.js';

export interface TwilioTexterOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  /** An origin; default https://api.twilio.com. */
  apiUrl?: string;
  /** Per HTTP call (default 15 s). */
  timeoutMs?: number;
}

/** The SDK's HTTP client with every request sent to `origin` instead of Twilio's host. */
class RedirectingRequestClient extends twilio.RequestClient {
  constructor(
    private readonly origin: URL,
    timeout: number,
  ) {
    super({ timeout, autoRetry: false, keepAlive: false });
  }

  override request<TData>(opts: SdkRequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.origin.protocol;
    uri.host = this.origin.host;
    return super.request<TData>({ ...opts, uri: uri.href });
  }
}

/** How far Twilio's clock may be behind ours when we look for an earlier attempt's text. */
const CLOCK_SKEW_MS = 30_000;
/** Recent messages to one number looked through for an earlier attempt's text. */
const LOOK_BACK = 20;
const REMEMBERED = 1000;

type KnownCall =
  | { state: 'in_flight'; answer: Promise<TextSendResult> }
  | { state: 'answered'; result: Extract<TextSendResult, { outcome: 'sent' | 'refused' }> }
  | { state: 'unknown'; since: Date };

export class TwilioTexter implements Texter {
  readonly kind = 'twilio' as const;
  private readonly client: twilio.Twilio;
  private readonly calls = new Map<string, KnownCall>();

  constructor(private readonly options: TwilioTexterOptions) {
    const timeout = options.timeoutMs ?? 15_000;
    const origin = options.apiUrl ? new URL(options.apiUrl) : null;
    const redirect = origin && origin.origin !== 'https://api.twilio.com';
    // Credentials come from libs/config; `env: {}` keeps the SDK from looking for its own in process.env.
    this.client = twilio(options.accountSid, options.authToken, {
      env: {},
      timeout,
      autoRetry: false,
      ...(redirect && { httpClient: new RedirectingRequestClient(origin, timeout) }),
    });
  }

  async send(message: TextMessage): Promise<TextSendResult> {
    const known = this.calls.get(message.messageId);
    if (known?.state === 'in_flight') return known.answer;
    if (known?.state === 'answered') return known.result;
    const startedAt = new Date();
    const since = known?.since ?? message.earlierAttemptAt;
    const answer = this.sendUnlessSent(message, since);
    this.remember(message.messageId, { state: 'in_flight', answer });
    let result: TextSendResult;
    try {
      result = await answer;
    } catch (error) {
      this.calls.delete(message.messageId); // not an answer from Twilio (a bug): nothing to remember
      throw error;
    }
    this.remember(message.messageId, result.outcome === 'unknown' ? { state: 'unknown', since: since ?? startedAt } : { state: 'answered', result });
    return result;
  }

  private async sendUnlessSent(message: TextMessage, since: Date | undefined): Promise<TextSendResult> {
    const refusal = textRefusal(message);
    if (refusal) return refusal;
    try {
      const earlier = since ? await this.findEarlierText(message, since) : null;
      if (earlier) return { outcome: 'sent', providerMessageId: earlier };
      const created = await this.client.messages.create({ to: message.to, from: this.options.from, body: message.body });
      return { outcome: 'sent', providerMessageId: created.sid };
    } catch (error) {
      return failureOf(error);
    }
  }

  /** The SID of the text an earlier attempt under this key left at Twilio, or null. */
  private async findEarlierText(message: TextMessage, since: Date): Promise<string | null> {
    const recent = await this.client.messages.list({ to: message.to, from: this.options.from, limit: LOOK_BACK, pageSize: LOOK_BACK });
    const from = since.getTime() - CLOCK_SKEW_MS;
    return recent.find((m) => m.body === message.body && m.dateCreated.getTime() >= from)?.sid ?? null;
  }

  private remember(key: string, call: KnownCall): void {
    this.calls.delete(key);
    this.calls.set(key, call);
    if (this.calls.size > REMEMBERED) this.calls.delete(this.calls.keys().next().value!);
  }
}

/** Twilio's 4xx answers are refusals (with its error code); no answer, 408, 429 and 5xx leave the outcome unknown. */
const failureOf = (error: unknown): Exclude<TextSendResult, { outcome: 'sent' }> => {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) {
    const { code, message } = error as { code?: unknown; message?: string };
    return { outcome: 'refused', code: typeof code === 'number' ? code : status, reason: message || `Twilio answered ${status}` };
  }
  if (typeof status === 'number') return { outcome: 'unknown', reason: `Twilio answered ${status}: ${(error as Error).message}` };
  if (isNetworkError(error)) return { outcome: 'unknown', reason: `Twilio did not answer: ${(error as Error).message}` };
  throw error;
};

/** axios errors (timeouts, refused or reset connections) and Node system errors carry a string code. */
const isNetworkError = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { isAxiosError?: unknown }).isAxiosError === true || typeof (error as { code?: unknown }).code === 'string' || error.name === 'AbortError');
