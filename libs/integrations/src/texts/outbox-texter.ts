// Embedded mode: texts never leave the machine. The caller records each one as an event
// (TextSent) and the texts outbox read model shows it. The outbox refuses what Twilio would
// refuse (with Twilio's error codes), so embedded mode does not hide a broken text, and answers a
// repeated key with the first answer, as the real adapter does.
import { createHash } from 'node:crypto';
import { textRefusal, type TextMessage, type TextSendResult, type Texter } from './texter.js';

const REMEMBERED = 1000;

export class OutboxTexter implements Texter {
  readonly kind = 'outbox' as const;
  private readonly answered = new Map<string, TextSendResult>();

  async send(message: TextMessage): Promise<TextSendResult> {
    const earlier = this.answered.get(message.messageId);
    if (earlier) return earlier;
    const result: TextSendResult = textRefusal(message) ?? { outcome: 'sent', providerMessageId: outboxMessageId(message.messageId) };
    this.answered.set(message.messageId, result);
    if (this.answered.size > REMEMBERED) this.answered.delete(this.answered.keys().next().value!);
    return result;
  }
}

/** A Twilio-shaped id (SM + 32 hex digits) derived from the key: the same text keeps the same id. */
const outboxMessageId = (key: string): string => `SM${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
