import { Module } from '@nestjs/common';
import { CalendarIndexes } from './calendar-indexes.js';
import { CalendarReader } from './calendar-reader.js';
import { CalendarResolver } from './calendar.resolver.js';
import { DeletePersonalEventHandler } from './commands/delete-personal-event/delete-personal-event.handler.js';
import { SavePersonalEventHandler } from './commands/save-personal-event/save-personal-event.handler.js';
import { PersonalEventsResolver } from './personal-events.resolver.js';

@Module({
  providers: [CalendarIndexes, CalendarReader, CalendarResolver, PersonalEventsResolver, SavePersonalEventHandler, DeletePersonalEventHandler],
  exports: [CalendarReader],
})
export class CalendarModule {}
