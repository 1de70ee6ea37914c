import { Module } from '@nestjs/common';
import { CalendarResolver } from './calendar.resolver.js';
import { DeletePersonalEventHandler } from './commands/delete-personal-event/delete-personal-event.handler.js';
import { SavePersonalEventHandler } from './commands/save-personal-event/save-personal-event.handler.js';
import { PersonalEventsResolver } from './personal-events.resolver.js';

@Module({
  providers: [CalendarResolver, PersonalEventsResolver, SavePersonalEventHandler, DeletePersonalEventHandler],
})
export class CalendarModule {}
