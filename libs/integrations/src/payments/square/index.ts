// The square adapter of the CardProvider port, and the local fake of Square's API it is tested against.
export * from './square-card-provider.js';
export * from './fake-square-server.js';
