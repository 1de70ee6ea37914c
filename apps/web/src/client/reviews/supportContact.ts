// No support address is configured anywhere in the product yet: support@ on the host the client is
// on (without a port) is the one that reaches us wherever the product is deployed.
export const supportEmail = (hostname: string = window.location.hostname): string => `support@${hostname.replace(/^www\./, '')}`;
