// The practice's own e-mail and phone, which no client may use (spec 001 §5).
import type { PracticeContact } from '#app/clients';
import { NotFoundError } from '#app/es';
import type { StreamLoader } from '#app/es-runtime';
import { practiceDecider, practiceStreamId } from '#app/practice';

export const loadPracticeContact = async (loader: StreamLoader, practiceId: string): Promise<PracticeContact> => {
  const state = await loader.load(practiceStreamId(practiceId), practiceDecider);
  if (state.status === 'none') throw new NotFoundError('Practice not found');
  return { email: state.practice.owner.email, phone: state.practice.owner.phone };
};
