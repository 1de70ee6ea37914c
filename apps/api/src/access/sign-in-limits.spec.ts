import { GraphQLError } from 'graphql';
import { SignInLimitMessages, SignInThrottle } from './sign-in-limits.js';

const MINUTE = 60_000;
const t0 = 5_000_000;

const refusal = (attempt: () => void): GraphQLError | null => {
  try {
    attempt();
    return null;
  } catch (error) {
    return error as GraphQLError;
  }
};

describe('SignInThrottle', () => {
  const limits = {
    logInFailuresPerAccount: { max: 3, windowMs: 15 * MINUTE },
    logInFailuresPerAddress: { max: 5, windowMs: 15 * MINUTE },
    signUpsPerAddress: { max: 2, windowMs: 60 * MINUTE },
  };

  it("refuses an account's log-in after its failures, whatever the address, with the wait in the message", () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.startLogIn(`10.0.0.${i}`, 'Sam@Example.com', t0);
    const error = refusal(() => throttle.startLogIn('10.0.0.9', ' sam@example.com', t0 + 5 * MINUTE));
    expect(error?.message).toBe('Too many sign-in attempts. Please wait 10 minutes and try again.');
    expect(error?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', http: { status: 429 } });
    expect(refusal(() => throttle.startLogIn('10.0.0.9', 'sam@example.com', t0 + 15 * MINUTE))).toBeNull();
  });

  it("refuses an address after its failures across accounts; another address is not held back", () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 5; i++) throttle.startLogIn('10.0.0.1', `guess${i}@example.com`, t0);
    expect(refusal(() => throttle.startLogIn('10.0.0.1', 'fresh@example.com', t0))?.message).toBe(SignInLimitMessages.logIn(15 * MINUTE));
    expect(refusal(() => throttle.startLogIn('10.0.0.2', 'fresh@example.com', t0))).toBeNull();
  });

  it('forgives a successful log-in: successes never use up the limits, and they clear the account\'s failures', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 20; i++) {
      throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
      throttle.logInSucceeded('10.0.0.1', 'sam@example.com');
    }
    throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
    throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
    throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
    throttle.logInSucceeded('10.0.0.1', 'sam@example.com');
    expect(refusal(() => throttle.startLogIn('10.0.0.1', 'sam@example.com', t0))).toBeNull();
  });

  it('a refused attempt is not counted (waiting out the window is enough)', () => {
    const throttle = new SignInThrottle(limits);
    for (let i = 0; i < 3; i++) throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
    for (let i = 0; i < 10; i++) expect(refusal(() => throttle.startLogIn('10.0.0.1', 'sam@example.com', t0 + MINUTE))).not.toBeNull();
    expect(refusal(() => throttle.startLogIn('10.0.0.1', 'sam@example.com', t0 + 15 * MINUTE))).toBeNull();
  });

  it('limits sign-up attempts per address', () => {
    const throttle = new SignInThrottle(limits);
    throttle.startSignUp('10.0.0.1', t0);
    throttle.startSignUp('10.0.0.1', t0);
    expect(refusal(() => throttle.startSignUp('10.0.0.1', t0 + 30 * MINUTE))?.message).toBe(
      'Too many sign-up attempts from your network. Please wait 30 minutes and try again.',
    );
    expect(refusal(() => throttle.startSignUp('10.0.0.2', t0))).toBeNull();
  });

  it('fills limits it is not given from the defaults (10 failures per account in 15 minutes)', () => {
    const throttle = new SignInThrottle({ signUpsPerAddress: { max: 1000, windowMs: MINUTE } });
    for (let i = 0; i < 10; i++) throttle.startLogIn('10.0.0.1', 'sam@example.com', t0);
    expect(refusal(() => throttle.startLogIn('10.0.0.1', 'sam@example.com', t0))?.message).toBe(SignInLimitMessages.logIn(15 * MINUTE));
  });
});
