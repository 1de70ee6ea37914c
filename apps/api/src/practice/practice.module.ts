import { Module } from '@nestjs/common';
import { ChangePracticeHandler } from './commands/change-practice/change-practice.handler.js';
import { PracticeResolver } from './practice.resolver.js';

@Module({ providers: [PracticeResolver, ChangePracticeHandler] })
export class PracticeModule {}
