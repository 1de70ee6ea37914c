// The Profile area's tabs (spec 002 §2 "Profile area"), each with its route under /portal and the
// other paths that open it.
export interface ProfileTab {
  value: string;
  label: string;
  path: string;
  aliases: string[];
}

export const PROFILE_TABS: ProfileTab[] = [
  { value: 'details', label: 'Details', path: '/profile', aliases: ['/profile/combined'] },
  { value: 'credentials', label: 'Credentials', path: '/profile/credentials', aliases: ['/profile/credential'] },
  { value: 'endorsements', label: 'Endorsements', path: '/profile/endorsements', aliases: [] },
  { value: 'photos', label: 'Photos', path: '/profile/photos', aliases: [] },
  { value: 'locations', label: 'Locations & Hours', path: '/profile/locations', aliases: [] },
  { value: 'services', label: 'Services', path: '/profile/services', aliases: [] },
  { value: 'audience', label: 'Misc', path: '/profile/audience', aliases: [] },
];

/** The tab a path (below the portal's basename) opens; Details by default. */
export const profileTabOf = (path: string): ProfileTab => {
  const clean = path.replace(/\/+$/, '');
  return PROFILE_TABS.find((t) => [t.path, ...t.aliases].some((p) => clean.endsWith(p) && p !== '/profile')) ?? PROFILE_TABS[0];
};
