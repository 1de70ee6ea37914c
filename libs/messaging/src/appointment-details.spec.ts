import { sampleAppointment } from '#testing/appointments';
import { appointmentDetailsHtml, appointmentDetailsText, formatCents, locationLine, locationPlace, withMeetingLink } from './appointment-details.js';

const booked = sampleAppointment({
  services: [
    { serviceId: 's1', name: 'Deep Tissue Massage', timeLength: 60, amountCents: 9000, addOn: false },
    { serviceId: 's2', name: 'Hot <stones>', timeLength: 15, amountCents: 1500, addOn: true },
  ],
  amountCents: 10500,
});
const office = locationPlace({ address: '120 Court St', secondaryAddress: 'Suite 4', city: 'Brooklyn', stateProvince: 'NY', zip: '11201', virtualType: null, virtualLink: null, virtualInstructions: null });
const online = { ...booked, location: { locationId: 'v', name: 'Online', kind: 'virtual' as const, timeZone: 'America/New_York' } };
const video = locationPlace({ address: null, secondaryAddress: null, city: null, stateProvince: null, zip: null, virtualType: 'video', virtualLink: 'https://meet.example.com/sam', virtualInstructions: 'Use headphones.' });

describe('appointment details in messages', () => {
  it('lists every service line with its price, add-ons marked, then the total and the address', () => {
    expect(appointmentDetailsText(booked, office)).toBe(
      ['Deep Tissue Massage: $90.00', 'Hot <stones> (add-on): $15.00', 'Total: $105.00', '', 'Location: Studio', '120 Court St, Suite 4, Brooklyn, NY 11201'].join('\n'),
    );
  });

  it('shows a virtual location with (Video) or (Phone Call), its join link and its instructions', () => {
    expect(appointmentDetailsText(online, video)).toContain('Location: Online (Video)\nJoin: https://meet.example.com/sam\nUse headphones.');
    const phone = { ...video, virtualType: 'phone' as const, virtualLink: null, virtualInstructions: 'I will call you.' };
    expect(appointmentDetailsText(online, phone)).toContain('Location: Online (Phone Call)\nI will call you.');
    expect(locationLine(online.location, video)).toBe('Online (Video), https://meet.example.com/sam');
    expect(locationLine(booked.location, office)).toBe('Studio, 120 Court St, Suite 4, Brooklyn, NY 11201');
  });

  it('tells the generated meeting link instead of the location’s own (virtualMeetingLinkWithFallback)', () => {
    const zoom = { joinUrl: 'https://simulated.zoom.us/j/76973070711' };
    expect(appointmentDetailsText(online, withMeetingLink(video, zoom))).toContain('Location: Online (Video)\nJoin: https://simulated.zoom.us/j/76973070711\nUse headphones.');
    expect(appointmentDetailsHtml(online, withMeetingLink(video, zoom))).toContain('href="https://simulated.zoom.us/j/76973070711"');
    expect(locationLine(online.location, withMeetingLink(null, zoom))).toBe('Online (Video), https://simulated.zoom.us/j/76973070711');
    expect(withMeetingLink(video, null)).toBe(video);
  });

  it('without what the practice holds about the location, shows its name', () => {
    expect(appointmentDetailsText(booked, null)).toMatch(/\nLocation: Studio$/);
  });

  it('escapes names in HTML and links only web addresses', () => {
    const html = appointmentDetailsHtml(online, video);
    expect(html).toContain('Hot &lt;stones&gt; (add-on)</td>');
    expect(html).toContain('<strong>$105.00</strong>');
    expect(html).toContain('<a href="https://meet.example.com/sam">https://meet.example.com/sam</a>');
    const hostile = appointmentDetailsHtml(online, { ...video, virtualLink: 'javascript:alert(1)' });
    expect(hostile).not.toContain('<a href="javascript');
    expect(hostile).toContain('Join: javascript:alert(1)');
  });

  it('formats cents as dollars, and nothing as Free', () => {
    expect([formatCents(9000), formatCents(123456), formatCents(5), formatCents(0)]).toEqual(['$90.00', '$1,234.56', '$0.05', 'Free']);
  });
});
