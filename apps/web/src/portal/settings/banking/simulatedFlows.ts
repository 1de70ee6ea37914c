// What the simulator's page offers for each flow (the server's SIMULATED_OUTCOMES), in words.
interface Outcome {
  id: string;
  label: string;
  description: string;
  primary?: boolean;
  danger?: boolean;
}

const cancel: Outcome = { id: 'cancel', label: 'Cancel and go back', description: 'Nothing is connected.' };

export const SIMULATED_FLOWS: Record<'stripe' | 'square' | 'paypal' | 'identity', { provider: string; title: string; outcomes: Outcome[] }> = {
  stripe: {
    provider: 'Stripe',
    title: 'Stripe (simulated): set up your account',
    outcomes: [
      { id: 'complete', label: 'Complete onboarding', description: 'The account can take payments (operational).', primary: true },
      { id: 'requirements_due', label: 'Leave requirements due', description: 'Stripe still needs an identity document and a bank account.' },
      { id: 'error', label: 'Return with an error', description: 'Stripe sends you back with a connection error.', danger: true },
      cancel,
    ],
  },
  square: {
    provider: 'Square',
    title: 'Square (simulated): authorize access',
    outcomes: [
      { id: 'authorize', label: 'Authorize', description: 'Square lets the practice take cards with your account.', primary: true },
      { id: 'deny', label: 'Deny access', description: 'Square reports an authorization error.', danger: true },
      cancel,
    ],
  },
  paypal: {
    provider: 'PayPal',
    title: 'PayPal (simulated): sign up as a seller',
    outcomes: [
      { id: 'onboard', label: 'Start onboarding', description: 'The account is connected with onboarding incomplete; the second status check finds it complete.', primary: true },
      cancel,
    ],
  },
  identity: {
    provider: 'Stripe',
    title: 'Stripe Identity (simulated): verify your identity',
    outcomes: [{ id: 'verify', label: 'Verify identity', description: 'The check passes; nothing is uploaded anywhere.', primary: true }, cancel],
  },
};
