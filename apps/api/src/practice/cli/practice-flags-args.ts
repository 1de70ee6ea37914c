// The arguments of `npm run practice:flags -- <shortLink or practice id> [flag=on|off ...]`, read
// purely. currencyEnabled is not a practice flag (it lives in the payment settings, where the
// payments page reads it), but staff set it the same way, so the CLI takes it too.
import { PRACTICE_FLAG_NAMES, type PracticeFlags } from '#app/practice';

export const CURRENCY_FLAG = 'currencyEnabled';
export const PRACTICE_FLAGS_USAGE = `Usage: npm run practice:flags -- <shortLink or practice id> [flag=on|off ...]\nFlags: ${[...PRACTICE_FLAG_NAMES, CURRENCY_FLAG].join(', ')}`;

export interface PracticeFlagsArgs {
  practice: string;
  /** Practice flags to set; empty when only printing. */
  flags: Partial<PracticeFlags>;
  /** Set through the payment settings; undefined when not given. */
  currencyEnabled?: boolean;
}

const VALUES: Record<string, boolean> = { on: true, off: false, true: true, false: false };

export const parsePracticeFlagsArgs = (argv: string[]): PracticeFlagsArgs | { error: string } => {
  const [practice, ...settings] = argv;
  if (!practice || practice.includes('=')) return { error: PRACTICE_FLAGS_USAGE };
  const result: PracticeFlagsArgs = { practice, flags: {} };
  for (const setting of settings) {
    const [name, raw, ...rest] = setting.split('=');
    const value = raw === undefined ? undefined : VALUES[raw.toLowerCase()];
    if (rest.length || value === undefined) return { error: `'${setting}' is not flag=on or flag=off.\n${PRACTICE_FLAGS_USAGE}` };
    if (name === CURRENCY_FLAG) result.currencyEnabled = value;
    else if (PRACTICE_FLAG_NAMES.includes(name as keyof PracticeFlags)) result.flags[name as keyof PracticeFlags] = value;
    else return { error: `There is no practice flag named '${name}'.\n${PRACTICE_FLAGS_USAGE}` };
  }
  return result;
};

/** One flag a line, `name: on|off`, in the spec's order. */
export const formatPracticeFlags = (flags: PracticeFlags, currencyEnabled: boolean): string =>
  [...PRACTICE_FLAG_NAMES.map((n) => `${n}: ${flags[n] ? 'on' : 'off'}`), `${CURRENCY_FLAG}: ${currencyEnabled ? 'on' : 'off'}`].join('\n');
