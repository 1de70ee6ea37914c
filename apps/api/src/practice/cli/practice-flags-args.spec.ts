import { defaultPracticeFlags, PRACTICE_FLAG_NAMES } from '#app/practice';
import { formatPracticeFlags, parsePracticeFlagsArgs, PRACTICE_FLAGS_USAGE } from './practice-flags-args.js';

describe('npm run practice:flags arguments', () => {
  it('a practice alone prints its flags', () => {
    expect(parsePracticeFlagsArgs(['calm'])).toEqual({ practice: 'calm', flags: {} });
  });

  it('reads flag=on|off (and true|false), currencyEnabled apart from the practice flags', () => {
    expect(parsePracticeFlagsArgs(['calm', 'recurringBookingsEnabled=off', 'giftCardsEnabled=on', 'websitePlan=TRUE', 'currencyEnabled=on'])).toEqual({
      practice: 'calm',
      flags: { recurringBookingsEnabled: false, giftCardsEnabled: true, websitePlan: true },
      currencyEnabled: true,
    });
  });

  it('refuses no practice, unknown flags and values other than on or off', () => {
    expect(parsePracticeFlagsArgs([])).toEqual({ error: PRACTICE_FLAGS_USAGE });
    expect(parsePracticeFlagsArgs(['giftCardsEnabled=on'])).toEqual({ error: PRACTICE_FLAGS_USAGE });
    expect(parsePracticeFlagsArgs(['calm', 'teleportEnabled=on'])).toMatchObject({ error: expect.stringContaining("no practice flag named 'teleportEnabled'") });
    expect(parsePracticeFlagsArgs(['calm', 'giftCardsEnabled=yes'])).toMatchObject({ error: expect.stringContaining("'giftCardsEnabled=yes' is not flag=on") });
    expect(parsePracticeFlagsArgs(['calm', 'giftCardsEnabled'])).toMatchObject({ error: expect.stringContaining('is not flag=on') });
    expect(parsePracticeFlagsArgs(['calm', 'giftCardsEnabled=on=off'])).toMatchObject({ error: expect.stringContaining('is not flag=on') });
  });

  it('prints one flag a line', () => {
    const text = formatPracticeFlags({ ...defaultPracticeFlags, giftCardsEnabled: true }, false);
    expect(text.split('\n')).toContain('giftCardsEnabled: on');
    expect(text.split('\n')).toContain('recurringBookingsEnabled: on');
    expect(text.split('\n')).toContain('packagesEnabled: off');
    expect(text.split('\n').at(-1)).toBe('currencyEnabled: off');
    // Every practice flag, then currencyEnabled.
    expect(text.split('\n')).toHaveLength(PRACTICE_FLAG_NAMES.length + 1);
    expect(text.split('\n')).toContain('liferEnabled: off');
  });
});
