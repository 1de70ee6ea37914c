// spec 002 §5: forced lowercase; anything but a-z, 0-9, hyphen and underscore removed; at least 1 character.
export const toShortLink = (text: string): string => text.toLowerCase().replace(/\s+/g, '-').replace(/[^a-z0-9_-]/g, '');

export const shortLinkStreamId = (shortLink: string): string => `shortLink-${shortLink}`;
