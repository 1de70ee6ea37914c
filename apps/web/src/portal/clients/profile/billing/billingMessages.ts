// Toast and inline texts from spec 001 §8 "Clients and notes" (Cards).
export const deleteCardTexts = {
  success: 'Payment method deleted successfully',
  failure: () => 'There was an error deleting the payment method',
};

export const CARD_FETCH_FAILED = 'Error fetching payment method, please try again later.';
