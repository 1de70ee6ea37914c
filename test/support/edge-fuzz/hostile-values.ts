// What a hostile or careless caller sends at the edge: text the database cannot store (NUL, lone
// surrogates), huge and empty strings, markup and SQL, dates far outside any calendar, bare numbers,
// extreme integers and floats, and plausible values (real ids, near-future times, time zones) so
// that some calls get past validation and store something.
import fc from 'fast-check';

/** Ids of the fuzzed practice's own records, so some calls reach real state. */
export interface KnownIds {
  ids: string[];
  tokens: string[];
  shortLinks: string[];
}

const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'emoji \ud83d', '\u0000\ud800'];

const EXTREME_DATES = [
  '0000-05-01T10:00:00Z', '-000001-01-01T00:00:00Z', '10000-01-01T00:00:00Z', '+100000-01-01T00:00:00Z',
  '-271821-04-20T00:00:00Z', '+275760-09-13T00:00:00Z', '1899-12-31T23:59:59Z', '2101-01-01T00:00:00Z',
  '100000', '0', '-1', '1e21', '2026-13-45T25:61:00Z', '2026-02-30T10:00:00Z', '2026-05-01', '2026-05-01T10:00:00',
  'next tuesday', 'Invalid Date', 'NaN', '', ' ', 'T', '2026-05-01T10:00:00+99:00',
];

const PLAUSIBLE = [
  'America/New_York', 'Europe/London', 'Not/AZone', 'office', 'virtual', 'video', 'phone', 'USD', 'CAD', 'EUR',
  'email', 'sms', 'stripe', 'square', 'paypal', 'google', 'microsoft', 'zoom', 'ada@example.com', '(212) 555-0101',
  '+1 212 555 0101', 'Massage', 'Deep tissue', '{"monday":[{"start":"09:00","end":"17:00"}]}', '[]', '{}', 'null',
  'true', 'https://example.com', 'javascript:alert(1)', 'maya-chen-massage',
];

const WEIRD = [
  "'; drop table events; --", '<script>alert(1)</script>', '${7*7}', '../../etc/passwd', '%00', '\\u0000',
  '\u202e\u0041\u0042', '\ufeff', '\u200b', 'Zalgo ̸̡̛̛̝͓̱', '𝕳𝖊𝖑𝖑𝖔', '👩🏽‍⚕️', '\r\n\r\n', '\t', 'A'.repeat(300),
];

/** Near-future and recent instants on quarter hours, as pages send them. */
export const plausibleInstant = (now: Date): fc.Arbitrary<string> =>
  fc.record({ days: fc.integer({ min: -30, max: 400 }), quarter: fc.integer({ min: 0, max: 95 }), offset: fc.constantFrom('Z', '-05:00', '+01:00', '.000Z') })
    .map(({ days, quarter, offset }) => {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 0, quarter * 15));
      const iso = d.toISOString();
      return offset === '.000Z' ? iso : offset === 'Z' ? iso.replace('.000Z', 'Z') : shiftedIso(d, offset);
    });

const shiftedIso = (d: Date, offset: string): string => {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const local = new Date(d.getTime() + sign * (h * 60 + m) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
};

export const dateLike = (now: Date): fc.Arbitrary<string> =>
  fc.oneof({ weight: 3, arbitrary: plausibleInstant(now) }, { weight: 2, arbitrary: fc.constantFrom(...EXTREME_DATES) },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) });

export const hostileString = (now: Date, known: KnownIds): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
    { weight: 3, arbitrary: fc.constantFrom(...UNSTORABLE) },
    { weight: 3, arbitrary: dateLike(now) },
    { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
    { weight: 2, arbitrary: fc.constantFrom(...WEIRD) },
    { weight: 3, arbitrary: knownId(known) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((n) => 'x'.repeat(10 ** (n + 1) * 2)) },
    { weight: 1, arbitrary: fc.emailAddress() },
    { weight: 1, arbitrary: fc.uuid() },
  );

/** Values a page of ours could send: real words, zones, kinds, e-mails, phones. */
export const plausibleString = (): fc.Arbitrary<string> => fc.constantFrom(...PLAUSIBLE);

export const knownId = (known: KnownIds): fc.Arbitrary<string> =>
  fc.constantFrom(...known.ids, ...known.tokens, ...known.shortLinks, '00000000-0000-4000-8000-000000000000');

export const hostileId = (now: Date, known: KnownIds): fc.Arbitrary<string> =>
  fc.oneof({ weight: 6, arbitrary: knownId(known) }, { weight: 1, arbitrary: fc.uuid() }, { weight: 3, arbitrary: hostileString(now, known) });

export const hostileInt = (): fc.Arbitrary<number> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 200 }) },
    { weight: 2, arbitrary: fc.constantFrom(0, -1, 1, 15, 30, 60, 2_147_483_647, -2_147_483_648, 1440, 100_000) },
    { weight: 1, arbitrary: fc.integer() },
  );

export const hostileFloat = (): fc.Arbitrary<number> =>
  fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0.5, 1e308, -1e308, 5e-324));
