// Video conferencing (spec 002 §3-§7): the Zoom connection of the practice, its page's calls, and
// the meetings of virtual appointments. The provider is the embedded simulator: a live Zoom needs
// its OAuth authorization-code exchange (and token refresh) wired in front of ZoomConferencing,
// which is not built yet (the REST adapter itself is, and tested against a local fake).
import { Module } from '@nestjs/common';
import { createVideoConferencing } from '#app/integrations';
import { ConferencingReactions } from './conferencing-reactions.js';
import { ConferencingTokens } from './conferencing-tokens.js';
import { VIDEO_CONFERENCING } from './conferencing.tokens.js';
import { CreateMeetingWhenVirtualAppointmentIsBooked } from './create-meeting-when-virtual-appointment-is-booked.reaction.js';
import { PracticeConferencingResolver, VideoConferencingResolver } from './video-conferencing.resolver.js';

@Module({
  providers: [
    { provide: VIDEO_CONFERENCING, useFactory: () => createVideoConferencing(null) },
    ConferencingTokens,
    VideoConferencingResolver,
    PracticeConferencingResolver,
    CreateMeetingWhenVirtualAppointmentIsBooked,
    ConferencingReactions,
  ],
  exports: [VIDEO_CONFERENCING, ConferencingReactions],
})
export class ConferencingModule {}
