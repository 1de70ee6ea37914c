// Strict ISO 8601 instants: "YYYY-MM-DDTHH:mm[:ss[.fff]]" then "Z" or "±HH:MM".
// Hand-rolled because a busy practice's month is thousands of these per query (luxon's parser
// costs several µs each), and because Date.parse alone accepts free text ("March 7"), guesses a
// zone for times without an offset and rolls 2026-02-30 over to March 2.

const MINUTE = 60_000;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written in text[from, from + count), or -1 if any of it is not a digit. */
const digits = (text: string, from: number, count: number): number => {
  let value = 0;
  for (let i = from; i < from + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
};

const daysIn = (year: number, month: number): number =>
  month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : DAYS_IN_MONTH[month - 1];

/** Epoch ms, or NaN when the text is not a well-formed instant with an offset (years 0100-9999). */
const parse = (text: string): number => {
  if (text.length < 17 || text[4] !== '-' || text[7] !== '-' || text[10] !== 'T' || text[13] !== ':') return NaN;
  const [year, month, day, hour, minute] = [digits(text, 0, 4), digits(text, 5, 2), digits(text, 8, 2), digits(text, 11, 2), digits(text, 14, 2)];
  let at = 16;
  let [second, millis] = [0, 0];
  if (text[at] === ':') {
    second = digits(text, at + 1, 2);
    at += 3;
    if (text[at] === '.') {
      let count = 0;
      while (count < 3 && text.charCodeAt(at + 1 + count) >= 48 && text.charCodeAt(at + 1 + count) <= 57) count++;
      if (count === 0) return NaN;
      millis = digits(text, at + 1, count) * 10 ** (3 - count);
      at += 1 + count;
    }
  }
  let offset = 0;
  if (text[at] === 'Z' && at + 1 === text.length) {
    offset = 0;
  } else if ((text[at] === '+' || text[at] === '-') && text[at + 3] === ':' && at + 6 === text.length) {
    const [hours, minutes] = [digits(text, at + 1, 2), digits(text, at + 4, 2)];
    if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59) return NaN;
    offset = (text[at] === '-' ? -1 : 1) * (hours * 60 + minutes);
  } else {
    return NaN;
  }
  // Date.UTC reads years below 100 as 19xx; no booking lives there, so they are refused.
  if (year < 100 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return NaN;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset * MINUTE;
};

/** Epoch ms of an ISO instant with an offset; NaN when it is not one. */
export const instantMillis = (text: unknown): number => (typeof text === 'string' ? parse(text) : NaN);

/** Epoch ms of an ISO instant with an offset; throws RangeError naming the field otherwise. */
export const parseInstant = (text: unknown, field: string): number => {
  const ms = instantMillis(text);
  if (Number.isNaN(ms)) {
    throw new RangeError(`${field} must be an ISO 8601 instant with an offset, got ${String(text)}`);
  }
  return ms;
};
