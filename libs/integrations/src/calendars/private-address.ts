// Whether an address is on a private, loopback or link-local network: in production a pro's feed
// URL may not make the server call into its own network (cloud metadata, admin ports).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const V4_PRIVATE: Array<[number, number]> = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16], [0xac100000, 12], [0xc0a80000, 16], [0xe0000000, 4], [0xf0000000, 4],
];

const v4ToInt = (ip: string) => ip.split('.').reduce((n, part) => ((n << 8) | Number(part)) >>> 0, 0);

export const isPrivateAddress = (ip: string): boolean => {
  if (isIP(ip) === 4) {
    const n = v4ToInt(ip);
    return V4_PRIVATE.some(([base, bits]) => (n >>> (32 - bits)) === (base >>> (32 - bits)));
  }
  const v6 = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v6);
  if (mapped) return isPrivateAddress(mapped[1]);
  return v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
};

/** True when the host is, or resolves to, any private address (or does not resolve). */
export const hostIsPrivate = async (hostname: string): Promise<boolean> => {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPrivateAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address));
  } catch {
    return true;
  }
};
