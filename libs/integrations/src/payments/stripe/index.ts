// The stripe adapter of the CardProvider port, and the local fake of the Stripe API it is tested
// against (exported so other suites can run the real adapter without the network).
export * from './stripe-card-provider.js';
export * from './fake-stripe-server.js';
