// What an appointment message says about the booking itself: every service line (add-ons too)
// with its price, the total, and where it happens: the address of an office or home location; for
// a virtual one its name with '(Video)' or '(Phone Call)' appended, the join link and the
// instructions (as the client's appointment page shows them, spec 000 §2). Plain text and HTML.
import type { AppointmentRequestedData } from '#app/appointments';
import type { LocationRecord } from '#app/practice';
import { escapeHtml } from './render-template.js';

/** What the practice holds about the appointment's location beyond the appointment's snapshot. */
export interface LocationPlace {
  /** One line: street, unit, city, state and zip. */
  address: string | null;
  virtualType: 'video' | 'phone' | null;
  virtualLink: string | null;
  virtualInstructions: string | null;
}

export type BookedDetails = Pick<AppointmentRequestedData, 'services' | 'amountCents' | 'location'>;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as the portal shows them: '$90.00', and 'Free' for nothing. */
export const formatCents = (cents: number): string => (cents === 0 ? 'Free' : usd.format(cents / 100));

const filled = (value: string | null | undefined): string | null => value?.trim() || null;

export const locationPlace = (location: Pick<LocationRecord, 'address' | 'secondaryAddress' | 'city' | 'stateProvince' | 'zip' | 'virtualType' | 'virtualLink' | 'virtualInstructions'>): LocationPlace => {
  const region = [filled(location.stateProvince), filled(location.zip)].filter(Boolean).join(' ');
  const parts = [filled(location.address), filled(location.secondaryAddress), filled(location.city), filled(region)].filter((p): p is string => !!p);
  return {
    address: parts.length ? parts.join(', ') : null,
    virtualType: location.virtualType ?? null,
    virtualLink: filled(location.virtualLink),
    virtualInstructions: filled(location.virtualInstructions),
  };
};

/**
 * The place as an appointment's messages tell it: its generated meeting's join link, when it has
 * one, instead of the location's own link (virtualMeetingLinkWithFallback, spec 000 §2.2).
 */
export const withMeetingLink = (place: LocationPlace | null, meeting: { joinUrl: string } | null | undefined): LocationPlace | null => {
  if (!meeting) return place;
  return { address: null, virtualType: 'video', virtualInstructions: null, ...place, virtualLink: meeting.joinUrl };
};

interface Where {
  name: string;
  address: string | null;
  link: string | null;
  instructions: string | null;
}

const whereOf = (location: BookedDetails['location'], place: LocationPlace | null | undefined): Where => {
  if (location.kind !== 'virtual') return { name: location.name, address: place?.address ?? null, link: null, instructions: null };
  const kind = place?.virtualType === 'phone' ? 'Phone Call' : 'Video';
  return { name: `${location.name} (${kind})`, address: null, link: place?.virtualLink ?? null, instructions: place?.virtualInstructions ?? null };
};

/** The calendar entry's LOCATION: the address (or the join link) after the location's name. */
export const locationLine = (location: BookedDetails['location'], place: LocationPlace | null | undefined): string => {
  const where = whereOf(location, place);
  const detail = where.address ?? where.link;
  return detail ? `${where.name}, ${detail}` : where.name;
};

const lineName = (line: BookedDetails['services'][number]): string => (line.addOn ? `${line.name} (add-on)` : line.name);

export const appointmentDetailsText = (booked: BookedDetails, place: LocationPlace | null | undefined): string => {
  const where = whereOf(booked.location, place);
  return [
    ...booked.services.map((line) => `${lineName(line)}: ${formatCents(line.amountCents)}`),
    `Total: ${formatCents(booked.amountCents)}`,
    '',
    `Location: ${where.name}`,
    ...(where.address ? [where.address] : []),
    ...(where.link ? [`Join: ${where.link}`] : []),
    ...(where.instructions ? [where.instructions] : []),
  ].join('\n');
};

// Only web links become anchors: a location's link is typed by the pro, and an e-mail must not
// carry a javascript: or data: link.
const linkHtml = (url: string): string => (/^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>` : escapeHtml(url));
const cell = 'style="padding: 2px 24px 2px 0;"';
const amount = 'style="padding: 2px 0; text-align: right;"';

export const appointmentDetailsHtml = (booked: BookedDetails, place: LocationPlace | null | undefined): string => {
  const where = whereOf(booked.location, place);
  const rows = booked.services.map((line) => `<tr><td ${cell}>${escapeHtml(lineName(line))}</td><td ${amount}>${formatCents(line.amountCents)}</td></tr>`);
  const total = `<tr><td ${cell}><strong>Total</strong></td><td ${amount}><strong>${formatCents(booked.amountCents)}</strong></td></tr>`;
  const location = [
    `<strong>Location:</strong> ${escapeHtml(where.name)}`,
    ...(where.address ? [escapeHtml(where.address)] : []),
    ...(where.link ? [`Join: ${linkHtml(where.link)}`] : []),
    ...(where.instructions ? [escapeHtml(where.instructions).replace(/\r?\n/g, '<br>')] : []),
  ].join('<br>');
  return `<table role="presentation" style="border-collapse: collapse; margin: 12px 0;">\n${[...rows, total].join('\n')}\n</table>\n<p>${location}</p>`;
};
