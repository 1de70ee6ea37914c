// The support chat's port (spec 001 §2: GET /intercom/token). The portal asks for a token that
// proves to the chat provider which pro is writing, so support sees the right account and no one
// can pose as another pro. Embedded default: no chat provider (the portal shows no chat).

export interface SupportChatUser {
  accountId: string;
  email: string;
  name: string;
}

export interface SupportChatToken {
  token: string;
  appId: string;
}

export interface SupportChat {
  readonly kind: 'intercom' | 'none';
  /** Null when no chat provider is configured. */
  tokenFor(user: SupportChatUser, now: Date): SupportChatToken | null;
}

/** The messenger session a token opens lasts a day (spec: a 24-hour session). */
export const SUPPORT_CHAT_SESSION_SECONDS = 24 * 60 * 60;

export const noSupportChat: SupportChat = { kind: 'none', tokenFor: () => null };
