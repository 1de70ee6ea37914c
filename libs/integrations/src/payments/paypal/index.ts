// PayPal's Orders API v2: the adapter of the PaypalProvider port and the local fake it is tested against.
export * from './paypal-orders-provider.js';
export * from './fake-paypal-server.js';
