import { isValidEmail, parseClientList } from './parse-client-list.js';

const ada = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '415 555 0134' };

describe('parseClientList', () => {
  it('reads Email, First name, Last name, Phone number in that order', () => {
    expect(parseClientList('ada@example.com,Ada,Lovelace,415 555 0134')).toEqual({ rows: [ada], skipped: 0 });
  });

  it('reads tab-separated text pasted from a spreadsheet', () => {
    expect(parseClientList('ada@example.com\tAda\tLovelace\t415 555 0134\n').rows).toEqual([ada]);
  });

  it('reads a paste that mixes tab lines and comma lines', () => {
    const grace = { email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', phone: '212 555 0199' };
    const text = 'ada@example.com\tAda\tLovelace\t415 555 0134\ngrace@example.com,Grace,Hopper,212 555 0199\nada2@example.com\tAda\tByron\t';
    expect(parseClientList(text)).toEqual({ rows: [ada, grace, { email: 'ada2@example.com', firstName: 'Ada', lastName: 'Byron', phone: '' }], skipped: 0 });
    expect(parseClientList('grace@example.com,Grace,Hopper,212 555 0199\nada@example.com\tAda\tLovelace\t415 555 0134').rows).toEqual([grace, ada]);
  });

  it('ignores a byte-order mark, a header row, blank lines and Windows line endings', () => {
    const text = '\uFEFFEmail,First name,Last name,Phone number\r\n\r\nada@example.com,Ada,Lovelace,415 555 0134\r\n  \r\nbob@example.com,Bob,Ross,\r\n';
    const result = parseClientList(text);
    expect(result.rows.map((r) => r.email)).toEqual(['ada@example.com', 'bob@example.com']);
    expect(result.rows[1].phone).toBe('');
    expect(result.skipped).toBe(0);
  });

  it('keeps commas inside quoted cells', () => {
    const result = parseClientList('"ada@example.com","Ada, Countess","Lovelace","+44 20 7946 0958 ext. 12"');
    expect(result.rows).toEqual([{ email: 'ada@example.com', firstName: 'Ada, Countess', lastName: 'Lovelace', phone: '+44 20 7946 0958 ext. 12' }]);
  });

  it('does not split on semicolons (only commas or tabs), so such rows have no valid e-mail', () => {
    expect(parseClientList('ada@example.com;Ada;Lovelace;4155550134\nbob@example.com;Bob;Ross;1')).toEqual({ rows: [], skipped: 2 });
  });

  it('skips rows whose first cell is not an e-mail and counts them', () => {
    const result = parseClientList('Ada,Lovelace,ada@example.com\nnot-an-email,X,Y\nbob@example.com,Bob,Ross');
    expect(result.rows.map((r) => r.email)).toEqual(['bob@example.com']);
    expect(result.skipped).toBe(2);
  });

  it('keeps the first of duplicate e-mails (any case) and counts the rest as skipped', () => {
    const result = parseClientList('ada@example.com,Ada,One\nADA@example.com,Ada,Two\nada@example.com,Ada,Three');
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0].lastName).toBe('One');
    expect(result.skipped).toBe(2);
  });

  it('gives nothing for empty text', () => {
    expect(parseClientList('')).toEqual({ rows: [], skipped: 0 });
    expect(parseClientList('\n\r\n  ')).toEqual({ rows: [], skipped: 0 });
  });

  it('reads a 5,000-row file', () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `client${i}@example.com,First${i},Last${i},415555${String(i).padStart(4, '0')}`);
    const result = parseClientList(['Email,First name,Last name,Phone', ...lines].join('\r\n'));
    expect(result.rows).toHaveLength(5000);
    expect(result.rows[4999]).toEqual({ email: 'client4999@example.com', firstName: 'First4999', lastName: 'Last4999', phone: '4155554999' });
  });
});

describe('isValidEmail', () => {
  it.each(['ada@example.com', 'a.b+tag@mail.example.co.uk', ' ada@example.com '])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@example.com', 'ada@example..com', `${'a'.repeat(250)}@example.com`])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});
