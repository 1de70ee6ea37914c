// The calendar integrations' GraphQL shapes (spec 002 §3 "Calendar connection", "Write calendar").
import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ConnectedCalendar {
  @Field(() => ID) id: string;
  @Field(() => ID) calendarId: string;
  @Field() calendarName: string;
  @Field() active: boolean;
}

@ObjectType({ description: 'A connected calendar account (Google, Microsoft) with its calendars; an iCal feed is one profile with one calendar' })
export class CalendarConnection {
  @Field(() => ID) id: string;
  @Field({ description: "'ical' for feeds; 'google' or 'live_connect' (Microsoft) for accounts ('apple' is not built)" }) providerName: string;
  @Field() profileName: string;
  @Field(() => ID) profileId: string;
  @Field(() => String, { nullable: true, description: 'The feed URL, for the pro who added it; null for an account' }) feedUrl: string | null;
  @Field(() => String, { nullable: true }) lastRefreshedAt: string | null;
  @Field(() => String, { nullable: true, description: 'When the last refresh failed (the previous busy times still count)' }) lastFailedAt: string | null;
  @Field({ description: 'The provider refused the grant (revoked, expired): the pro must connect the account again' }) errored: boolean;
  @Field(() => [ConnectedCalendar]) calendars: ConnectedCalendar[];
}

@ObjectType()
export class WriteCalendar {
  @Field(() => ID) calendarId: string;
  @Field() calendarName: string;
  @Field() providerName: string;
  @Field() profileName: string;
}

@ObjectType({ description: 'The Calendar Integrations settings page' })
export class CalendarIntegrations {
  @Field(() => [CalendarConnection]) connections: CalendarConnection[];
  @Field({ description: 'Busy times of active calendars block online booking' }) conflictChecking: boolean;
  @Field(() => WriteCalendar, { nullable: true }) writeCalendar: WriteCalendar | null;
  @Field(() => String, { nullable: true, description: "Path of the pro's private iCalendar link to their appointments (/calendar-feeds/<token>.ics); null when off" })
  subscriptionPath: string | null;
}

@ObjectType({ description: 'An event of a connected calendar: read-only' })
export class ExternalCalendarEvent {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field() allDay: boolean;
  @Field(() => ID) calendarId: string;
  @Field() calendarName: string;
}

@ObjectType()
export class CreateCronofyFeedPayload extends MutationResult {
  @Field(() => CalendarConnection, { nullable: true }) feed: CalendarConnection | null;
}

@InputType()
export class CalendarActiveInput {
  @Field(() => ID) id: string;
  @Field() active: boolean;
}

@ObjectType()
export class StartCalendarConnectionPayload extends MutationResult {
  @Field(() => String, { nullable: true, description: "The provider's consent page to send the pro to" }) url: string | null;
}

@ObjectType()
export class ConnectCalendarAccountPayload extends MutationResult {
  @Field(() => CalendarConnection, { nullable: true }) connection: CalendarConnection | null;
}
