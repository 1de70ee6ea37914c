// The messages of packages sold to clients (spec 001 §5 "Appointment save", §9 the series cap).
// Imports nothing, so the web shares them through '@app/packages/shared'.
export const PackageMessages = {
  /** spec 001 §5, word for word. */
  packageAlone: 'A package service cannot have other services added at booking.',
  packagesDisabled: 'Packages are not enabled for this practice.',
  notFound: 'Package not found',
  noSessionsRemaining: 'This package has no sessions remaining.',
} as const;

/** spec 001 §9: a series holds at most 25 appointments, and a package's sessions cap it too. */
export const MAX_PACKAGE_SERIES = 25;
