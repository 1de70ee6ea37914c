// How often logIn and signUp may be tried (issue 20): password guessing against one account, and
// from one address against many accounts, must be slow; so must creating accounts in bulk. The
// limits live here, in one place; a server started for tests raises the ones its scenarios need.
// An attempt is counted before the password is checked (parallel guesses cannot slip through
// while one is being checked) and forgiven when it succeeds, so only failures use up a limit.
import { HttpStatus } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { AttemptWindows, waitInMinutes, type AttemptLimit } from '../infrastructure/attempt-windows.js';

export interface SignInLimits {
  /** Failed log-ins of one account (e-mail), from anywhere. */
  logInFailuresPerAccount: AttemptLimit;
  /** Failed log-ins from one client address, whatever the accounts. */
  logInFailuresPerAddress: AttemptLimit;
  /** Sign-up attempts from one client address, successful or not. */
  signUpsPerAddress: AttemptLimit;
}

const MINUTE = 60_000;

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  logInFailuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
  logInFailuresPerAddress: { max: 30, windowMs: 15 * MINUTE },
  signUpsPerAddress: { max: 10, windowMs: 60 * MINUTE },
};

export const SIGN_IN_LIMITS = Symbol('SIGN_IN_LIMITS');

export const SignInLimitMessages = {
  logIn: (waitMs: number) => `Too many sign-in attempts. Please wait ${waitInMinutes(waitMs)} and try again.`,
  signUp: (waitMs: number) => `Too many sign-up attempts from your network. Please wait ${waitInMinutes(waitMs)} and try again.`,
};

const tooMany = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'TOO_MANY_REQUESTS', http: { status: HttpStatus.TOO_MANY_REQUESTS } } });

/** The account key: the address as typed, compared the way accounts compare e-mails. */
const accountKey = (email: string) => String(email).trim().toLowerCase().slice(0, 254);

export class SignInThrottle {
  private readonly accounts: AttemptWindows;
  private readonly addresses: AttemptWindows;
  private readonly signUps: AttemptWindows;

  constructor(limits: Partial<SignInLimits> = {}) {
    const all = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
    this.accounts = new AttemptWindows(all.logInFailuresPerAccount);
    this.addresses = new AttemptWindows(all.logInFailuresPerAddress);
    this.signUps = new AttemptWindows(all.signUpsPerAddress);
  }

  /** Counts a log-in attempt, or throws TOO_MANY_REQUESTS (nothing counted) when the account or the address must wait. */
  startLogIn(address: string, email: string, now: number): void {
    const wait = Math.max(this.accounts.waitMs(accountKey(email), now), this.addresses.waitMs(address, now));
    if (wait > 0) throw tooMany(SignInLimitMessages.logIn(wait));
    this.accounts.record(accountKey(email), now);
    this.addresses.record(address, now);
  }

  /** The password was right: the attempt is forgiven and the account's earlier failures forgotten. */
  logInSucceeded(address: string, email: string): void {
    this.accounts.clear(accountKey(email));
    this.addresses.forgive(address);
  }

  /** Counts a sign-up attempt, or throws TOO_MANY_REQUESTS when the address must wait. */
  startSignUp(address: string, now: number): void {
    const wait = this.signUps.waitMs(address, now);
    if (wait > 0) throw tooMany(SignInLimitMessages.signUp(wait));
    this.signUps.record(address, now);
  }
}
