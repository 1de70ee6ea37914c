// The practice document's conferencing as the page reads it (spec 002 §3 field names).
import { conferencingServicesOf } from '#app/practice';
import type { PracticeDocument } from '#projections';
import type { VideoConferencingView } from './video-conferencing.models.js';

export const videoConferencingOf = (practice: PracticeDocument, mode: 'simulated' | 'live'): VideoConferencingView => {
  const zoom = practice.conferencing?.zoom ?? null;
  return {
    zoomInfo: {
      connected: zoom !== null && zoom.erroredAt === null,
      erroredAt: zoom?.erroredAt ?? null,
      accountName: zoom?.accountName ?? null,
      accountEmail: zoom?.accountEmail ?? null,
    },
    conferencingServices: conferencingServicesOf(practice.conferencing),
    mode,
  };
};
