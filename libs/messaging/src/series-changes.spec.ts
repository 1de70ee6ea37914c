import { confirmedWithSeries, seriesChangeRole, type SessionEvent, type SessionHistory } from './series-changes.js';

const ev = (eventId: string, type: string, correlationId: string, streamRevision = 2): SessionEvent => ({ eventId, type, correlationId, streamRevision });
const created = (id: string): SessionEvent[] => [ev(`${id}-req`, 'AppointmentRequested', 'book', 0), ev(`${id}-acc`, 'AppointmentAccepted', 'book', 1)];

// A four-session series; "cancel this and all following" from s2 cancelled s2, s3 and s4 in one command.
const sessions: SessionHistory[] = [
  { appointmentId: 's1', events: created('s1') },
  { appointmentId: 's2', events: [...created('s2'), ev('s2-c', 'AppointmentCancelled', 'cancel')] },
  { appointmentId: 's3', events: [...created('s3'), ev('s3-c', 'AppointmentCancelled', 'cancel')] },
  { appointmentId: 's4', events: [...created('s4'), ev('s4-c', 'AppointmentCancelled', 'cancel')] },
];

describe('which session tells a change to several sessions of a series', () => {
  it('the first session of the group in the series’ order tells all of them', () => {
    expect(seriesChangeRole({ appointmentId: 's2', event: sessions[1].events[2] }, sessions)).toEqual({
      role: 'leader',
      members: [
        { appointmentId: 's2', event: sessions[1].events[2] },
        { appointmentId: 's3', event: sessions[2].events[2] },
        { appointmentId: 's4', event: sessions[3].events[2] },
      ],
    });
  });

  it('the others send nothing, whatever order the reaction meets them in', () => {
    expect(seriesChangeRole({ appointmentId: 's4', event: sessions[3].events[2] }, sessions)).toEqual({ role: 'follower', leader: 's2' });
    expect(seriesChangeRole({ appointmentId: 's3', event: sessions[2].events[2] }, sessions)).toEqual({ role: 'follower', leader: 's2' });
  });

  it('a session changed by a command of its own is alone', () => {
    const withOwn = sessions.map((s) => (s.appointmentId === 's1' ? { ...s, events: [...s.events, ev('s1-c', 'AppointmentCancelled', 'other')] } : s));
    expect(seriesChangeRole({ appointmentId: 's1', event: withOwn[0].events[2] }, withOwn)).toEqual({ role: 'alone' });
  });

  it('only moves and cancellations are grouped; another type of the same command is not', () => {
    const accepted = sessions[1].events[1];
    expect(seriesChangeRole({ appointmentId: 's2', event: accepted }, sessions)).toEqual({ role: 'alone' });
    const mixed: SessionHistory[] = [
      { appointmentId: 's1', events: [ev('m1', 'AppointmentRescheduled', 'move')] },
      { appointmentId: 's2', events: [ev('m2', 'AppointmentDetailsChanged', 'move')] },
    ];
    expect(seriesChangeRole({ appointmentId: 's1', event: mixed[0].events[0] }, mixed)).toEqual({ role: 'alone' });
  });

  it('an event its series does not list is alone', () => {
    expect(seriesChangeRole({ appointmentId: 'elsewhere', event: ev('x', 'AppointmentCancelled', 'cancel') }, sessions)).toEqual({ role: 'alone' });
  });
});

describe('sessions the series confirmation tells', () => {
  it('a session accepted by the command that booked the series', () => {
    expect(confirmedWithSeries({ seriesId: 'sr' }, { correlationId: 'book' }, { type: 'AppointmentAccepted', correlationId: 'book' })).toBe(true);
  });

  it('not a single appointment, nor an acceptance by a later command', () => {
    expect(confirmedWithSeries({ seriesId: null }, { correlationId: 'book' }, { type: 'AppointmentAccepted', correlationId: 'book' })).toBe(false);
    expect(confirmedWithSeries({ seriesId: 'sr' }, { correlationId: 'book' }, { type: 'AppointmentAccepted', correlationId: 'later' })).toBe(false);
    expect(confirmedWithSeries({ seriesId: 'sr' }, { correlationId: 'book' }, { type: 'ConfirmationResent', correlationId: 'book' })).toBe(false);
  });
});
