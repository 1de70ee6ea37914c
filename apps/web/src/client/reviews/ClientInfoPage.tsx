// /i/r/client_info/{referralCode}: the reviewer's first name and phone (30 %); the practice finds or
// adds them as a client, then the stars.
import { clientInfoLooksValid, REVIEW_PROGRESS } from '@app/reviews/shared';
import { useState, type FormEvent } from 'react';
import { ContactField } from '../booking/ContactField';
import '../booking/booking.css';
import { navigate } from '../navigation/navigate';
import { WithReviewPractice } from './ReviewLoadGate';
import { createReviewClient, creatingError, type ReviewPractice } from './reviewCalls';
import { ReviewStep, StepMessage, type StepNote } from './ReviewStep';
import { ratingPath } from './reviewFlowPaths';

export function ClientInfoPage({ referralCode }: { referralCode: string }) {
  return (
    <WithReviewPractice referralCode={referralCode}>{(practice) => <ClientInfoForm practice={practice} referralCode={referralCode} />}</WithReviewPractice>
  );
}

function ClientInfoForm({ practice, referralCode }: { practice: ReviewPractice; referralCode: string }) {
  const [firstName, setFirstName] = useState('');
  const [phone, setPhone] = useState('');
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<StepNote | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!clientInfoLooksValid(firstName, phone) || sending) return;
    setSending(true);
    setNote(null);
    const outcome = await createReviewClient(practice.practiceId, firstName, phone);
    if (outcome.ok) {
      navigate(ratingPath({ referralCode, clientId: outcome.value }));
      return;
    }
    setSending(false);
    setNote({ kind: 'error', text: creatingError(outcome.errors) });
  }

  return (
    <ReviewStep practice={practice} percent={REVIEW_PROGRESS.clientInfo} heading="Tell us who you are">
      <form className="contact-form" onSubmit={submit} noValidate>
        <ContactField id="review-first-name" label="First name" problem={null} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
        <ContactField
          id="review-phone"
          label="Phone"
          problem={null}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 (555) 555-5555"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <StepMessage message={note} />
        <button type="submit" className="button button-primary review-wide-button" disabled={!clientInfoLooksValid(firstName, phone) || sending}>
          {sending ? 'Saving…' : 'Continue'}
        </button>
      </form>
    </ReviewStep>
  );
}
