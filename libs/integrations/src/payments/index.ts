export * from './card-provider.js';
export * from './paypal-provider.js';
export * from './simulated/index.js';
// The real adapters (their local fakes stay in their folders, for tests).
export { StripeCardProvider } from './stripe/stripe-card-provider.js';
export { SquareCardProvider } from './square/square-card-provider.js';
export { PaypalOrdersProvider } from './paypal/paypal-orders-provider.js';
