// What the pro is told when a payment provider change is refused (spec 002 §8 gives only the
// toasts' fallbacks; these say what to do instead).
export const PaymentConnectionMessages = {
  stripeNotReady: 'Connect your Stripe account and finish its onboarding before making Stripe your payment provider.',
  squareNotReady: 'Connect your Square account before making Square your payment provider.',
  paypalNotConnected: 'Connect a PayPal account first.',
  paypalOnboardingIncomplete: 'Finish your PayPal onboarding before turning on PayPal or Venmo payments.',
  paypalOtherAccount: 'This PayPal account is no longer the one connected to your practice.',
  currencyNotEnabled: 'Changing the currency is not available for your practice.',
} as const;
