// What the client is told about money, word for word from spec 000 §8. (The server's copy is
// libs/payments' PaymentMessages; that library has no browser entry (shared.ts) yet, so the
// client's words live here.)
export const PaymentText = {
  // success
  paymentProcessed: 'Your payment has been processed successfully.',
  paymentMethodSaved: 'Your payment method has been saved.',
  tipAdded: 'Tip added successfully. Thank you!',
  cardSaved: 'Card saved successfully',
  paymentMethodDeleted: 'Payment method deleted successfully',
  // errors
  setupIntentFailed: 'Failed to create setup intent',
  genericCardError: 'An error occurred',
  paymentError: (errors: string | null) => `There was an error processing your payment: ${errors || 'Internal server error'}`,
  paypalError: (message: string) => `Payment failed: ${message}`,
  venmoIosSafari: 'Please use Safari browser on iOS to pay with Venmo.',
  venmoAndroidChrome: 'Please use Chrome browser on Android to pay with Venmo.',
  selectTip: 'Please select a tip option.',
  fetchPaymentMethodsFailed: 'An error occurred while fetching payment methods',
  deletePaymentMethodFailed: 'There was an error deleting the payment method',
} as const;

/** How long 'Please select a tip option.' stays (spec 000 §9: the tip-required toast lasts 4 seconds). */
export const TIP_REQUIRED_MS = 4_000;
