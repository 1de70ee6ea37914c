import { Field, ID, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../graphql/json.scalar.js';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class PersonalEvent {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field({ description: "The name, or 'Personal event' without one" }) title: string;
  @Field() allDay: boolean;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field({ description: 'startsAt in the event zone, YYYY-MM-DDTHH:mm:ss±HH:MM (a date for all-day events)' }) start: string;
  @Field({ description: 'endsAt likewise; exclusive for all-day events' }) end: string;
  @Field() timeZone: string;
}

@ObjectType({ description: 'A display-ready FullCalendar event (spec 001 §2)' })
export class CalendarEvent {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() start: string;
  @Field() end: string;
  @Field() allDay: boolean;
  @Field(() => [String]) classNames: string[];
  @Field() editable: boolean;
  @Field(() => String, { nullable: true }) backgroundColor: string | null;
  @Field(() => String, { nullable: true }) borderColor: string | null;
  @Field(() => String, { nullable: true }) textColor: string | null;
  @Field(() => JSONScalar) extendedProps: Record<string, unknown>;
}

@ObjectType()
export class RecurringConflict {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "'appointment' | 'personal'" }) type: string;
  @Field() timeRange: string;
}

@ObjectType()
export class RecurringTime {
  @Field() startsAt: string;
  @Field() displayTime: string;
  @Field(() => [RecurringConflict]) conflicts: RecurringConflict[];
}

@ObjectType()
export class PersonalEventPayload extends MutationResult {
  @Field(() => PersonalEvent, { nullable: true }) personalEvent: PersonalEvent | null;
}
