import { useBasename } from 'react-admin';

/** A portal path as a router link needs it (the portal's router has no basename of its own). */
export function usePortalPath(): (path: string) => string {
  const basename = useBasename();
  return (path) => `${basename}${path}`;
}
