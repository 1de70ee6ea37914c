import { parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.2', ['10.0.0.0/8', '192.168.1.2']],
    ['loopback,fd00::/8', ['loopback', 'fd00::/8']],
  ])('%p trusts %p', (value, expected) => expect(parseTrustProxy(value)).toEqual(expected));

  it.each(['true', 'yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '1.5', ',', '10.0.0.1/8/1'])('refuses %p with what it takes', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY must be a number of proxy hops, addresses or subnets/);
  });
});
