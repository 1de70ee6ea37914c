import { bookNextPath, publicNamePath } from '@app/reviews/shared';

/**
 * Where the flow goes after the words: a review posted under a name needs one (the public-name
 * screen); an anonymous one shows none, so it goes straight to booking again.
 */
export const afterTextPath = (token: string, publicName: string, isAnonymous: boolean): string =>
  !publicName.trim() && !isAnonymous ? publicNamePath(token) : bookNextPath(token);
