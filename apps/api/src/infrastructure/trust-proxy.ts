// Which proxies may tell us the client's address and scheme (X-Forwarded-For, X-Forwarded-Proto):
// Express's 'trust proxy'. Nothing is trusted unless TRUST_PROXY says so, since a client that
// reaches the server directly could otherwise pick its own address and escape the rate limits.
import { isIP } from 'node:net';

/** false: trust no one; a number: that many proxy hops in front; a list: those addresses, subnets or Express's named ranges. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrSubnet = (entry: string): boolean => {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};

/** Reads TRUST_PROXY: unset = false, '1' = one hop, 'loopback' or '10.0.0.0/8, 192.168.1.2' = those; anything else is refused. */
export const parseTrustProxy = (value: string | undefined): TrustProxy => {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((e) => e.trim()).filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrSubnet(e));
  if (text === 'true' || wrong.length || !entries.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops, addresses or subnets (e.g. 10.0.0.0/8), or loopback, linklocal, uniquelocal; got "${text}"` +
        (text === 'true' ? ' (trusting every sender would let any client choose its own address)' : ''),
    );
  }
  return entries;
};
