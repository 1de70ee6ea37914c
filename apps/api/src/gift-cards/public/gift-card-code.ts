// A gift card's code: 16 characters from an alphabet without look-alikes (no 0/O, 1/I/L), about
// 78 random bits, grouped by four. Unguessable, and still easy to read out and type.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newGiftCardCode = (): string => {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
};
