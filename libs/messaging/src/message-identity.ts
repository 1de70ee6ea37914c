// Deterministic identities for a message, so that handling the same event again (a replay, a
// restart before the checkpoint moved) produces the same EmailSent event id, which the store
// accepts only once, and the same Message-ID header, which mail servers use to drop repeats.
import { createHash } from 'node:crypto';

// A fixed namespace for name-based (version 5) UUIDs of sent e-mails; never change it, or
// replays would mint new ids and send again.
const EMAIL_SENT_NAMESPACE = '6f1d7a52-3c2e-4b8e-9a51-2f0c8d7e4b10';

/** RFC 4122 §4.3 name-based UUID (SHA-1, version 5): the event store wants uuid event ids. */
export const nameBasedUuid = (namespace: string, name: string): string => {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};

/** The EmailSent event id for one message of one causing event to one recipient. */
export const emailSentEventId = (causationEventId: string, template: string, recipientEmail: string): string =>
  nameBasedUuid(EMAIL_SENT_NAMESPACE, `${causationEventId}|${template}|${recipientEmail.trim().toLowerCase()}`);

/** The Message-ID header (RFC 5322 msg-id) for that message. */
export const messageIdFor = (emailSentId: string, domain: string): string => `<${emailSentId}@${domain}>`;
