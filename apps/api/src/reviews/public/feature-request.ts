// A visitor's vote for a feature we do not have yet (the review flow's 'video_review' button,
// spec 000 §7 featureRequest): recorded once per click on its own stream, read by support.
import { DomainError, type DomainEvent } from '#app/es';

export type FeatureRequestEvent = DomainEvent<'FeatureRequested', { name: string; userId: string | null; clientId: string | null; requestedAt: string }>;

export const featureRequestStreamId = (requestId: string): string => `featureRequest-${requestId}`;

const FEATURE_NAME = /^[a-z0-9_]{1,50}$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

export const decideFeatureRequest = (input: { name: unknown; userId: string | null; clientId: string | null; now: Date }): FeatureRequestEvent[] => {
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!FEATURE_NAME.test(name)) throw new DomainError('Unknown feature.');
  const id = (value: string | null) => (value && ID.test(value) ? value : null);
  return [{ type: 'FeatureRequested', data: { name, userId: id(input.userId), clientId: id(input.clientId), requestedAt: input.now.toISOString() } }];
};
