import { Module } from '@nestjs/common';
import { ChangePracticeHandler } from './commands/change-practice/change-practice.handler.js';
import { PracticeManagementResolver } from './practice-management.resolver.js';
import { PracticeResolver } from './practice.resolver.js';

@Module({ providers: [PracticeResolver, PracticeManagementResolver, ChangePracticeHandler] })
export class PracticeModule {}
