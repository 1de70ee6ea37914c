import { deciderSpec } from '#testing/es';
import { eventTypeDecider, normaliseEventType, slugClaims, type EventTypeInput } from './event-type.decide.js';
import { GroupEventMessages as M } from './group-event-messages.js';
import { slugFromName } from './event-type-rules.js';
import { evolveEventType, initialEventTypeState, type EventTypeEvent } from './event-type.js';

const spec = deciderSpec(eventTypeDecider);
const input: EventTypeInput = { bookableEventTypeId: 't1', practiceId: 'p1', name: ' Sunrise Yoga ', location: 'Studio A' };
const save = (overrides: Partial<EventTypeInput> = {}) => ({ type: 'SaveEventType' as const, input: { ...input, ...overrides } });
const created: EventTypeEvent = {
  type: 'BookableEventTypeCreated',
  data: {
    bookableEventTypeId: 't1', practiceId: 'p1', name: 'Sunrise Yoga', description: null, instructions: null, capacity: 10, amountCents: 0,
    location: 'Studio A', kind: 'in_person', duration: 30, durationUnit: 'minute', slug: 'sunrise-yoga',
  },
};

describe('event type decider', () => {
  it('creates a type with the defaults: in person, 30 minutes, free, capacity 10, a link from the name', () => spec.given([]).when(save()).then([created]));
  it('name and location are required', () => {
    spec.given([]).when(save({ name: '  ' })).thenThrows(M.nameRequired);
    spec.given([]).when(save({ location: '' })).thenThrows(M.locationRequired);
  });
  it('slug: lowercase letters, numbers and hyphens only', () => {
    for (const slug of ['Yoga', 'yoga class', 'yoga_class', '-yoga', 'yoga-', 'yoga--class', 'é']) spec.given([]).when(save({ slug })).thenThrows(M.invalidSlug);
    spec.given([]).when(save({ slug: 'yoga-101' })).then(([e]) => expect(e.data).toMatchObject({ slug: 'yoga-101' }));
    expect(slugFromName('Café Sound Bath — Level 2!')).toBe('cafe-sound-bath-level-2');
    spec.given([]).when(save({ name: '!!!' })).thenThrows(M.invalidSlug);
  });
  it('duration: at least 1, at most a day of minutes or hours or 31 days; day types default to 1 day', () => {
    spec.given([]).when(save({ duration: 0 })).thenThrows(M.invalidDuration);
    spec.given([]).when(save({ duration: 1.5 })).thenThrows(M.invalidDuration);
    spec.given([]).when(save({ duration: 25, durationUnit: 'hour' })).thenThrows(M.durationTooLong);
    spec.given([]).when(save({ duration: 32, durationUnit: 'day' })).thenThrows(M.durationTooLong);
    spec.given([]).when(save({ durationUnit: 'week' })).thenThrows(M.invalidDurationUnit);
    spec.given([]).when(save({ duration: null, durationUnit: 'day' })).then(([e]) => expect(e.data).toMatchObject({ duration: 1, durationUnit: 'day' }));
  });
  it('capacity: 0 or more, null is unlimited, at most 10000', () => {
    spec.given([]).when(save({ capacity: -1 })).thenThrows(M.invalidCapacity);
    spec.given([]).when(save({ capacity: 10001 })).thenThrows(M.capacityTooLarge);
    spec.given([]).when(save({ capacity: null })).then(([e]) => expect(e.data).toMatchObject({ capacity: null }));
    spec.given([]).when(save({ capacity: 0 })).then(([e]) => expect(e.data).toMatchObject({ capacity: 0 }));
  });
  it('price and kind are checked', () => {
    spec.given([]).when(save({ amountCents: -5 })).thenThrows(M.invalidAmount);
    spec.given([]).when(save({ amountCents: 12.5 })).thenThrows(M.invalidAmount);
    spec.given([]).when(save({ kind: 'hybrid' })).thenThrows(M.invalidKind);
  });
  it("changes its own practice's type; the same fields change nothing; another practice's type is not found", () => {
    spec.given([created]).when(save({ amountCents: 2500, slug: 'yoga' })).then([{ type: 'BookableEventTypeChanged', data: { ...created.data, amountCents: 2500, slug: 'yoga', previousSlug: 'sunrise-yoga' } } as EventTypeEvent]);
    spec.given([created]).when(save()).thenNothingHappens();
    spec.given([created]).when(save({ practiceId: 'p2' })).thenThrows(M.typeNotFound);
  });
  it('the links a save claims and releases', () => {
    const state = [created].reduce(evolveEventType, initialEventTypeState());
    expect(slugClaims(initialEventTypeState(), normaliseEventType(input))).toEqual({ claim: 'sunrise-yoga', release: null });
    expect(slugClaims(state, normaliseEventType(input))).toEqual({ claim: null, release: null });
    expect(slugClaims(state, normaliseEventType({ ...input, slug: 'yoga' }))).toEqual({ claim: 'yoga', release: 'sunrise-yoga' });
  });
  it('photo and delete, once', () => {
    spec.given([created]).when({ type: 'ChangeEventTypePhoto', bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: '/files/a.jpg' }).then([
      { type: 'BookableEventTypePhotoChanged', data: { bookableEventTypeId: 't1', practiceId: 'p1', photoUrl: '/files/a.jpg' } },
    ]);
    const deleted: EventTypeEvent = { type: 'BookableEventTypeDeleted', data: { bookableEventTypeId: 't1', practiceId: 'p1', slug: 'sunrise-yoga' } };
    spec.given([created]).when({ type: 'DeleteEventType', bookableEventTypeId: 't1', practiceId: 'p1' }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteEventType', bookableEventTypeId: 't1', practiceId: 'p1' }).thenThrows(M.typeNotFound);
    spec.given([created, deleted]).when(save()).thenThrows(M.typeNotFound);
  });
});
