// The conferencing page's data (spec 002 §3 "Video conferencing (Zoom)") and its calls' payloads.
import { Field, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: 'Zoom: not connected, connected, or errored (disconnected and needs a reconnect)' })
export class ZoomInfo {
  @Field() connected: boolean;
  @Field(() => String, { nullable: true, description: 'When Zoom refused our access; the page asks for a reconnect' }) erroredAt: string | null;
  @Field(() => String, { nullable: true }) accountName: string | null;
  @Field(() => String, { nullable: true }) accountEmail: string | null;
}

@ObjectType()
export class ConferencingService {
  @Field() provider: string;
  @Field({ description: 'Connected and working: virtual appointments get generated meeting links' }) active: boolean;
}

@ObjectType()
export class VideoConferencingView {
  @Field(() => ZoomInfo) zoomInfo: ZoomInfo;
  @Field(() => [ConferencingService]) conferencingServices: ConferencingService[];
  @Field({ description: "'simulated': the embedded Zoom (nothing leaves the machine); 'live': Zoom itself" }) mode: string;
}

@ObjectType()
export class ConferencingConnectionPayload extends MutationResult {
  @Field(() => VideoConferencingView, { nullable: true }) videoConferencing: VideoConferencingView | null;
}
