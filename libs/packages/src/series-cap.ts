// spec 001 §9 "Recurring series cap: 25 appointments; or the package's sessions remaining (up to
// 25); or the number of sessions of a new package." One rule for the decision and the flyout.
import { MAX_PACKAGE_SERIES } from './package-messages.js';

/** What a booking of a package service draws on: the client's open package, or a new one. */
export interface PackageCapSource {
  /** Sessions left on the client's open package of this service, or null when it has none. */
  sessionsRemaining: number | null;
  /** The service's number of sessions (a new package). */
  numberOfSessions: number;
}

export const packageSeriesCap = ({ sessionsRemaining, numberOfSessions }: PackageCapSource): number =>
  Math.max(0, Math.min(MAX_PACKAGE_SERIES, sessionsRemaining ?? numberOfSessions));
