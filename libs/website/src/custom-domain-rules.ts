// The custom domain's constants and messages (spec 002 §8 Website "Domain", §9 constants). Shared
// with the browser ('@app/website/shared').

/** Every DNS record's TTL, in seconds (spec 002 §9 "Domain DNS TTL"). */
export const CUSTOM_DOMAIN_TTL = 300;
/** Activation may take up to this many hours, then the pro contacts support (spec 002 §4, §9). */
export const CUSTOM_DOMAIN_ACTIVATION_HOURS = 48;

/** The provider flow's last steps that save the domain (spec 002 §4 "Custom domain"). */
export const DOMAIN_FLOW_FINISHED_STEPS = ['FINISHED_SUCCESSFULLY', 'FINISHED_SUCCESSFULLY_MANUAL'] as const;
export type DomainFlowFinishedStep = (typeof DOMAIN_FLOW_FINISHED_STEPS)[number];
export const isFinishedDomainFlowStep = (step: unknown): step is DomainFlowFinishedStep => (DOMAIN_FLOW_FINISHED_STEPS as readonly unknown[]).includes(step);

/** The status the provider reports once the domain serves the practice's site. */
export const DOMAIN_ACTIVE_STATUS = 'active';

export const CustomDomainMessages = {
  // Server answers (ours: the spec shows none).
  invalidDomain: 'Enter a domain name such as example.com or book.example.com.',
  taken: 'This domain is already connected to another practice.',
  oneDomain: 'Your practice already has a custom domain. Delete it before connecting another one.',
  noDomain: 'Your practice has no custom domain.',
  notFinished: 'The domain provider flow did not finish.',
  notConnectedByYou: 'This domain was not connected through the domain provider for your practice. Please connect it again.',
  // The portal's texts (spec 002 §8 Website "Domain").
  tokenFailed: 'There was an error getting your custom domain.',
  saveFailed: 'Error creating custom domain',
  saved: 'Custom domain created successfully',
  deleteFailed: 'There was an error deleting your custom domain.',
  deleted: 'Custom domain deleted successfully',
  statusFailed: 'Error getting status',
  processing: 'Processing',
  activationHint: `Activation may take up to ${CUSTOM_DOMAIN_ACTIVATION_HOURS} hours. If your domain is still not active after ${CUSTOM_DOMAIN_ACTIVATION_HOURS} hours, please contact support.`,
} as const;
