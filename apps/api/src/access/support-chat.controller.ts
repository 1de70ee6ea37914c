// GET /intercom/token (spec 001 §2, §7): the token that opens the support chat for the logged-in
// pro, for 24 hours. Sent with the CSRF header, so another site cannot fetch a pro's token
// through their cookies. Answers { success, token, app_id }; success false, with why, when the
// caller is not a logged-in pro or no chat provider is configured (INTERCOM_APP_ID/SECRET).
import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { loadConfig } from '#app/config';
import { intercomSupportChat, noSupportChat, type SupportChat } from '#app/integrations';
import { Clock } from '../infrastructure/clock.js';
import { CSRF_MESSAGE, hasCsrfHeader } from './csrf.js';
import type { SessionActor } from './session-actor.js';

export const SUPPORT_CHAT = Symbol('SUPPORT_CHAT');

export const loadSupportChat = (): SupportChat => {
  const { intercom } = loadConfig();
  return intercom ? intercomSupportChat(intercom) : noSupportChat;
};

export interface SupportChatTokenAnswer {
  success: boolean;
  token: string | null;
  app_id: string | null;
  error?: string;
}

const refused = (error: string): SupportChatTokenAnswer => ({ success: false, token: null, app_id: null, error });

@Controller('intercom')
export class SupportChatController {
  constructor(
    @Inject(SUPPORT_CHAT) private readonly chat: SupportChat,
    private readonly clock: Clock,
  ) {}

  @Get('token')
  @Header('cache-control', 'no-store')
  token(@Req() req: Request & { actor?: SessionActor }, @Res({ passthrough: true }) res: Response): SupportChatTokenAnswer {
    if (!hasCsrfHeader(req)) {
      res.status(403);
      return refused(CSRF_MESSAGE);
    }
    const actor = req.actor;
    if (actor?.kind !== 'pro') {
      res.status(401);
      return refused('Please log in to chat with support.');
    }
    const answer = this.chat.tokenFor({ accountId: actor.accountId, email: actor.email, name: actor.name }, this.clock.now());
    if (!answer) return refused('The support chat is not set up on this server.');
    return { success: true, token: answer.token, app_id: answer.appId };
  }
}
