import { Module } from '@nestjs/common';
import { AccessResolver } from './access.resolver.js';
import { RegisterSupportAccountHandler } from './commands/register-support-account/register-support-account.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';

@Module({ providers: [AccessResolver, SignUpHandler, RegisterSupportAccountHandler] })
export class AccessModule {}
