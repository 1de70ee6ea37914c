// Intercom's Messenger security: a JWT signed (HS256) with the workspace's Messenger API secret,
// carrying the user's id and e-mail, that Intercom verifies before it trusts who is writing.
// jsonwebtoken signs it; Intercom's own SDK has no helper for this on the server side.
import jwt from 'jsonwebtoken';
import { SUPPORT_CHAT_SESSION_SECONDS, type SupportChat, type SupportChatToken, type SupportChatUser } from './support-chat.js';

export interface IntercomConfig {
  appId: string;
  secret: string;
}

export const intercomSupportChat = ({ appId, secret }: IntercomConfig): SupportChat => ({
  kind: 'intercom',
  tokenFor(user: SupportChatUser, now: Date): SupportChatToken {
    const iat = Math.floor(now.getTime() / 1000);
    const token = jwt.sign({ user_id: user.accountId, email: user.email, name: user.name, iat, exp: iat + SUPPORT_CHAT_SESSION_SECONDS }, secret, { algorithm: 'HS256' });
    return { token, appId };
  },
});
