// What the story component shows, typed from its GraphQL documents (storyCalls.ts).
import type { AppointmentAsOfQuery, AppointmentDiffQuery, AppointmentRelatedQuery, AppointmentStoryQuery } from '../../../graphql/graphql';

export type AppointmentStory = NonNullable<AppointmentStoryQuery['appointmentStory']>;
export type StoryEntry = AppointmentStory['entries'][number];
export type SupportNote = AppointmentStory['notes'][number];
export type SnapshotView = NonNullable<AppointmentAsOfQuery['appointmentAsOf']>;
export type SnapshotChange = AppointmentDiffQuery['appointmentDiff'][number];
export type AppointmentRelated = NonNullable<AppointmentRelatedQuery['appointmentRelated']>;
