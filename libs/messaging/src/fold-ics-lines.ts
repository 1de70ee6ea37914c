// RFC 5545 §3.1: content lines end in CRLF and are folded so no physical line is longer than
// 75 octets; a continuation starts with one space. The `ics` package folds at 75 characters,
// which lets a line with accented names or emoji grow past 75 octets, so its output is unfolded
// and folded again here by UTF-8 octets, never inside a character.
const MAX_OCTETS = 75;

export const unfoldIcs = (ics: string): string => ics.replace(/\r\n[ \t]/g, '');

const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first physical line holds 75 octets; each continuation holds 74 plus the leading space.
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

export const foldIcs = (ics: string): string =>
  unfoldIcs(ics)
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map(foldLine)
    .join('\r\n') + '\r\n';
