import { checkInviteRows, inListOrder, withoutHeldContacts } from './invite-plan.js';

const contact = { email: 'pro@example.com', phone: null };

describe('the invite list (checkInviteRows, withoutHeldContacts)', () => {
  const rows = [
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' },
    { firstName: 'Bad', lastName: 'Mail', email: 'not-an-email', phone: '' },
    { firstName: 'Ada', lastName: 'Again', email: 'ADA@example.com', phone: '' },
    { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', phone: '(212) 555-0199' },
  ];

  it('rows break rules or repeat an earlier row; the first row keeps a value', () => {
    const { valid, errored } = checkInviteRows(rows, contact);
    expect(valid.map((r) => [r.index, r.email, r.input.clientType, r.input.invitedFrom])).toEqual([
      [0, 'ada@example.com', 'invited', 'csv_upload'],
      [3, 'grace@example.com', 'invited', 'csv_upload'],
    ]);
    expect(inListOrder(errored)).toEqual([
      { email: 'not-an-email', errors: ['Invalid email'] },
      { email: 'ADA@example.com', errors: ['A client with this email already exists: Ada Lovelace.'] },
    ]);
  });

  it("a row another client holds comes back naming that client", () => {
    const { valid } = checkInviteRows(rows, contact);
    const { fresh, errored } = withoutHeldContacts(valid, { email: new Map(), phone: new Map([['+12125550199', 'Grace Brewster']]) });
    expect(fresh.map((r) => r.index)).toEqual([0]);
    expect(inListOrder(errored)).toEqual([{ email: 'grace@example.com', errors: ['A client with this phone number already exists: Grace Brewster.'] }]);
  });
});
