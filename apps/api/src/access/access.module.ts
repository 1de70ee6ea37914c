import { Authenticator } from './log-in.js';
import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { ClientSignInMail } from './client-sign-in-mail.js';
import { ClientSignInResolver } from './client-sign-in.resolver.js';
import { RequestClientSignInHandler } from './commands/request-client-sign-in/request-client-sign-in.handler.js';
import { DismissClientBookingHandler } from './commands/dismiss-client-booking/dismiss-client-booking.handler.js';
import { SignInClientHandler } from './commands/sign-in-client/sign-in-client.handler.js';
import { AccessResolver } from './access.resolver.js';
import { ExpiredSessionsSweep } from './expired-sessions.job.js';
import { SIGN_IN_LIMITS, SignInThrottle, type SignInLimits } from './sign-in-limits.js';
import { RegisterSupportAccountHandler } from './commands/register-support-account/register-support-account.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { UpdatePersonalSettingsHandler } from './commands/update-personal-settings/update-personal-settings.handler.js';
import { PersonalSettingsResolver } from './personal-settings.resolver.js';
import { loadSupportChat, SUPPORT_CHAT, SupportChatController } from './support-chat.controller.js';

@Module({
  imports: [MessagingModule],
  controllers: [SupportChatController],
  providers: [
    AccessResolver, SignUpHandler, RegisterSupportAccountHandler, ClientSignInResolver, ClientSignInMail, RequestClientSignInHandler, SignInClientHandler,
    DismissClientBookingHandler, PersonalSettingsResolver, UpdatePersonalSettingsHandler, { provide: SUPPORT_CHAT, useFactory: loadSupportChat },
    ExpiredSessionsSweep, Authenticator,
    { provide: SignInThrottle, useFactory: (limits: Partial<SignInLimits>) => new SignInThrottle(limits), inject: [SIGN_IN_LIMITS] },
  ],
})
export class AccessModule {}
