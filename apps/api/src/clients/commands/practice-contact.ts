// The practice's own e-mail and phone, which no client may use (spec 001 §5).
import { loadState, NotFoundError } from '#app/es';
import type { EventStore } from '#app/eventstore';
import type { PracticeContact } from '#app/clients';
import { practiceDecider, practiceStreamId } from '#app/practice';

export const practiceContactOf = async (store: EventStore, practiceId: string): Promise<PracticeContact> => {
  const { state } = await loadState(store, practiceStreamId(practiceId), practiceDecider);
  if (state.status === 'none') throw new NotFoundError('Practice not found');
  return { email: state.practice.owner.email, phone: state.practice.owner.phone };
};
