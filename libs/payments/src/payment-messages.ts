// What the client and the pro are told about money. spec 000 §8 where it has the words; the
// rest written to the same tone.
export const PaymentMessages = {
  // spec 000 §8 (success)
  paymentProcessed: 'Your payment has been processed successfully.',
  paymentMethodSaved: 'Your payment method has been saved.',
  tipAdded: 'Tip added successfully. Thank you!',
  paymentMethodDeleted: 'Payment method deleted successfully',
  cardSaved: 'Card saved successfully',
  // spec 000 §8 (errors)
  setupIntentFailed: 'Failed to create setup intent',
  genericCardError: 'An error occurred',
  selectTip: 'Please select a tip option.',
  deletePaymentMethodFailed: 'There was an error deleting the payment method',
  // rules
  notPayable: 'Only a confirmed appointment can be paid.',
  declinedOrCancelled: 'This appointment was declined or cancelled, so it cannot be paid.',
  alreadyPaid: 'This appointment is already paid.',
  free: 'This appointment is free, so there is nothing to pay.',
  noProvider: 'This practice does not take card payments yet.',
  noCard: 'Please add a credit card first.',
  noCardToDelete: 'There is no saved card to delete.',
  tipsNotAccepted: 'This practice does not accept tips.',
  tipNotYet: 'A tip can be added once the appointment has passed and is paid.',
  tipAlreadyAdded: 'A tip was already added to this appointment.',
  tipBeforePayment: 'This appointment is already paid; add a tip with Add tip.',
  tipAmount: (max: string) => `Please enter a tip between $0.01 and ${max}.`,
  paypalNotEnabled: 'This practice does not take PayPal payments.',
  venmoNotEnabled: 'This practice does not take Venmo payments.',
  paypalOrderUnknown: 'This PayPal order does not belong to this appointment.',
  providerUnavailable: 'The payment provider did not answer. Please try again; you will not be charged twice.',
  cardSetupIncomplete: 'The card was not saved. Please check the card details and try again.',
  clientNotFound: 'Client not found',
} as const;
