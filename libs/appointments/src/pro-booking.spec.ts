import { samplePractice } from './testing/sample-practice.js';
import { checkProLocation, checkProServices, MAX_PRICE_CENTS, ProBookingMessages as M } from './pro-booking.js';

const practice = samplePractice();

describe('pro booking rules', () => {
  it("keeps the pro's prices and the variation's length, main service first", () => {
    expect(checkProServices([{ serviceId: 'massage', amountCents: 0, variationId: 'v90' }, { serviceId: 'stones', amountCents: 2500 }], practice)).toEqual([
      { serviceId: 'massage', name: 'Massage', timeLength: 90, amountCents: 0, addOn: false },
      { serviceId: 'stones', name: 'Hot stones', timeLength: 15, amountCents: 2500, addOn: true },
    ]);
  });
  it('add-on rules', () => {
    expect(() => checkProServices([{ serviceId: 'stones', amountCents: 1 }], practice)).toThrow(M.addOnOnly);
    expect(() => checkProServices([{ serviceId: 'stones', amountCents: 1 }, { serviceId: 'massage', amountCents: 1 }], practice)).toThrow(M.firstIsAddOn);
  });
  it('prices are whole cents from 0 up to 7 integer digits of dollars', () => {
    expect(checkProServices([{ serviceId: 'massage', amountCents: MAX_PRICE_CENTS }], practice)[0].amountCents).toBe(999_999_999);
    for (const bad of [-1, MAX_PRICE_CENTS + 1, 10.5, Number.NaN]) {
      expect(() => checkProServices([{ serviceId: 'massage', amountCents: bad }], practice)).toThrow(M.invalidPrice);
    }
  });
  it('unknown services, variations, too many lines', () => {
    expect(() => checkProServices([], practice)).toThrow(M.serviceRequired);
    expect(() => checkProServices([{ serviceId: 'nope', amountCents: 1 }], practice)).toThrow(M.serviceRequired);
    expect(() => checkProServices([{ serviceId: 'massage', amountCents: 1, variationId: 'v45' }], practice)).toThrow(M.variationNotFound);
    expect(() => checkProServices(Array.from({ length: 11 }, () => ({ serviceId: 'massage', amountCents: 1 })), practice)).toThrow(M.tooManyServices);
  });
  it('an active location of the practice', () => {
    expect(checkProLocation('studio', practice)).toEqual({ locationId: 'studio', name: 'Studio', kind: 'office', timeZone: 'America/New_York' });
    expect(() => checkProLocation('old', practice)).toThrow(M.locationRequired);
    expect(() => checkProLocation('elsewhere', practice)).toThrow(M.locationRequired);
  });
});
