import type { ClientIntakeEvent } from '#app/intake-forms';
import { recorded, replay } from '../../testing/recorded-event.js';
import { intakeRequestsProjection as projection } from './intake-requests.projection.js';

const event = (e: ClientIntakeEvent) => recorded(e, { streamId: 'client-c1' });
const sent = event({
  type: 'IntakeFormSent',
  data: {
    clientId: 'c1', practiceId: 'p1', uniqueId: 'u1', form: '{"pages":[]}', formSaveNo: 2, sentAt: '2031-06-11T14:00:00.000Z', to: 'ada@example.com',
    messageId: '<m@x>', subject: 'Your intake form', template: 'intake_form', text: 'Hi', html: '<p>Hi</p>', sentVia: 'outbox',
  },
});
const answered = event({ type: 'IntakeFormResponseSaved', data: { clientId: 'c1', uniqueId: 'u1', formData: '{"q1":"x"}', submittedAt: '2031-06-11T15:00:00.000Z' } });

describe('intake requests projection', () => {
  it('follows the sends and answers on client streams, one document per unique id', () => {
    expect(projection.eventTypes).toEqual(['IntakeFormSent', 'IntakeFormResponseSaved']);
    expect(projection.documentId(sent)).toBe('u1');
    expect(projection.documentId(answered)).toBe('u1');
  });

  it('a send: the form as sent, to whom and when, not submitted; the e-mail itself is the mailbox’s', () => {
    expect(replay(projection.evolve, [sent])).toEqual({
      id: 'u1', practiceId: 'p1', clientId: 'c1', form: '{"pages":[]}', formSaveNo: 2, sentAt: '2031-06-11T14:00:00.000Z', to: 'ada@example.com',
      submittedAt: null, formData: null,
    });
  });

  it('the answers and when they came', () => {
    expect(replay(projection.evolve, [sent, answered])).toMatchObject({ submittedAt: '2031-06-11T15:00:00.000Z', formData: '{"q1":"x"}' });
  });

  it('answers to a send it never saw make no document', () => {
    expect(replay(projection.evolve, [answered])).toBeNull();
  });
});
