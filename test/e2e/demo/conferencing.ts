// The demo practice has Zoom connected on the embedded simulator, so its virtual booking shows a
// generated meeting link on the client's page, and its conferencing page reads Connected.
import type { AppointmentDocument } from '#projections';
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import { LOG_IN } from '../../support/operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

export const conferencingDemo = () =>
  describe('conferencing', () => {
    const PAGE = `query($token: String!) { tokenAppointment(instantActionToken: $token) { locationName virtualMeetingLinkWithFallback } }`;

    it('the demo practice has Zoom connected and its online booking has a meeting link', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      expect((await pro.gql(`{ videoConferencing { zoomInfo { connected accountName } } }`)).data.videoConferencing.zoomInfo).toEqual({ connected: true, accountName: 'Maya Chen' });
      const virtual = (await demo.server.persistence.documents.collection<AppointmentDocument>('appointments').find()).filter((a) => a.location.kind === 'virtual');
      expect(virtual).toHaveLength(1);
      const visitor = await newClient(demo.server);
      let page = (await visitor.gql(PAGE, { token: virtual[0].instantActionToken })).data.tokenAppointment;
      for (let i = 0; i < 100 && !page.virtualMeetingLinkWithFallback?.includes('simulated.zoom.us'); i++) {
        await new Promise((r) => setTimeout(r, 50));
        page = (await visitor.gql(PAGE, { token: virtual[0].instantActionToken })).data.tokenAppointment;
      }
      expect(page).toEqual({ locationName: 'Online (Video)', virtualMeetingLinkWithFallback: expect.stringMatching(/^https:\/\/simulated\.zoom\.us\/j\/\d{11}$/) });
    });
  });
