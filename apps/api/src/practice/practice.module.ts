import { Module } from '@nestjs/common';
import { GroupEventsModule } from '../group-events/group-events.module.js';
import { ChangePracticeHandler } from './commands/change-practice/change-practice.handler.js';
import { PracticeManagementResolver } from './practice-management.resolver.js';
import { PracticeResolver } from './practice.resolver.js';
import { ServiceExtrasResolver } from './service-extras.resolver.js';

// Group events lend the file storage that service photos are kept in.
@Module({ imports: [GroupEventsModule], providers: [PracticeResolver, PracticeManagementResolver, ServiceExtrasResolver, ChangePracticeHandler] })
export class PracticeModule {}
