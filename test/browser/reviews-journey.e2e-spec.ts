// A review from start to finish in a real browser (issue 16): a client's approved appointment
// passes, the automatic request e-mails the client five star links; on a phone-sized window the
// client follows the fifth (5 stars, submitted at once), picks two endorsements, writes a few
// words, skips booking again and sees the thank-you; the pro finds it under Completed and
// replies; the practice's public page shows it with the reply. Screenshots when SHOTS_DIR is set.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Browser } from 'playwright-core';
import type { Mailer, MailMessage } from '#app/integrations';
import { AUTOMATIC_REQUEST_AFTER_MINUTES, REVIEW_PROGRESS } from '#app/reviews';
import type { RunningServer } from '../../apps/api/src/bootstrap.js';
import { MAILER } from '../../apps/api/src/messaging/messaging-settings.js';
import { AutomaticReviewRequests } from '../../apps/api/src/reviews/requests/automatic-review-requests.job.js';
import { ACCEPT } from '../support/operations.js';
import { UPDATE_SKILLS } from '../support/review-operations.js';
import { headOfLog, reviewRequestsSent } from '../support/review-requests-sent.js';
import { freeSlots, newClient, requestAppointment, signUpPro } from '../support/test-server.js';
import { advanceJourneyClock, closeProduct, journeyNow, logIn, openPage, snapshot, startProductInBrowser, settledPageWidth } from './browser.js';

let server: RunningServer;
let browser: Browser;
const mails: MailMessage[] = [];

beforeAll(async () => {
  ({ server, browser } = await startProductInBrowser({ fixedClock: true }));
  const mailer = server.app.get<Mailer>(MAILER);
  const send = mailer.send.bind(mailer);
  jest.spyOn(mailer, 'send').mockImplementation(async (message: MailMessage) => {
    mails.push(message);
    return send(message);
  });
}, 180_000);
afterAll(() => closeProduct({ server, browser }));

describe('a review, from the e-mailed link to the public page', () => {
  it('rates 5 stars from the e-mail on a phone, endorses, writes, and the pro replies where everyone can see it', async () => {
    const pro = await signUpPro(server, 'Juniper Bodywork');
    expect((await pro.client.gql(UPDATE_SKILLS, { skillIds: ['swedish-massage', 'deep-tissue-massage', 'reiki'] })).data.updateSkills.errors).toEqual([]);
    const visitor = await newClient(server);
    const from = journeyNow(pro.practice.timeZone).plus({ days: 2 }).toISODate()!;
    const [startsAt] = await freeSlots(visitor, pro.practice, { from, to: journeyNow(pro.practice.timeZone).plus({ days: 9 }).toISODate()! });
    const booked = (await requestAppointment(visitor, pro.practice, { startsAt, firstName: 'Nora', lastName: 'Quinn', email: 'nora@example.com' })).data.requestAppointment;
    expect(booked.errors).toEqual([]);
    expect((await pro.client.gql(ACCEPT, { id: booked.appointmentId })).data.acceptAppointment.result).toBe('success');
    const { endsAt } = (await pro.client.gql(`query($id: ID!) { appointment(id: $id) { endsAt } }`, { id: booked.appointmentId })).data.appointment;

    // The appointment passes; an hour after its end the job asks Nora by e-mail.
    advanceJourneyClock(Date.parse(endsAt) + (AUTOMATIC_REQUEST_AFTER_MINUTES + 5) * 60_000 - journeyNow().toMillis());
    await server.persistence.runner.waitFor(await headOfLog(server), ['due-review-requests'], 10_000);
    expect(await server.app.get(AutomaticReviewRequests).requestDue(journeyNow().toJSDate())).toMatchObject({ requested: 1 });
    await reviewRequestsSent(server);
    const mail = mails.find((m) => m.to.email === 'nora@example.com' && m.subject.startsWith('How was your visit'));
    const fiveStars = /https?:\/\/[^\s"<>]+\/i\/r\/rating\?[^\s"<>]*stars=5/.exec(mail?.html ?? '')?.[0]?.replace(/&amp;/g, '&');
    if (!fiveStars) throw new Error(`no 5-star link in ${mail?.html}`);
    const path = new URL(fiveStars).pathname + new URL(fiveStars).search;

    const phone = await openPage(browser, { width: 390, height: 844 });
    try {
      const page = phone.page;
      await page.goto(`${server.url}${path}`);
      // The stars came with the link: submitted at once, on to the endorsements.
      await page.getByRole('heading', { name: /great at/ }).waitFor();
      await page.getByText(`${REVIEW_PROGRESS.endorsements}%`).waitFor();
      await page.getByRole('button', { name: 'Swedish Massage' }).click();
      await page.getByRole('button', { name: 'Reiki' }).click();
      await snapshot(page, 'reviews-journey-390-endorsements');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText(`${REVIEW_PROGRESS.text}%`).waitFor();
      await page.getByRole('textbox').fill('Calm room, kind hands, and my shoulders are free again.');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('link', { name: /book/i }).first().waitFor();
      await page.getByRole('button', { name: 'No thanks' }).or(page.getByRole('link', { name: 'No thanks' })).click();
      await page.getByText(`${REVIEW_PROGRESS.thankYou}%`).waitFor();
      await page.getByText('Calm room, kind hands, and my shoulders are free again.').waitFor();
      expect(await settledPageWidth(page, 390)).toBeLessThanOrEqual(390);
      await snapshot(page, 'reviews-journey-390-thank-you');
    } finally {
      await phone.context.close();
    }

    const desk = await openPage(browser, { width: 1280, height: 900 });
    try {
      const page = desk.page;
      await logIn(page, server.url, pro.email, pro.password);
      await page.getByRole('button', { name: /^Notifications/ }).waitFor();
      await page.goto(`${server.url}/portal/reviews/completed`);
      const row = page.getByText('Calm room, kind hands, and my shoulders are free again.').first();
      await row.click();
      const panel = page.getByRole('dialog');
      await panel.getByText('Reiki').waitFor();
      await panel.getByRole('textbox').fill('Thank you, Nora! See you next month.');
      await panel.getByRole('button', { name: 'Post' }).click();
      await page.getByText('Your reply has been posted').waitFor();
      await snapshot(page, 'reviews-journey-1280-replied');
    } finally {
      await desk.context.close();
    }

    const publicPage = await openPage(browser, { width: 390, height: 844 });
    try {
      const page = publicPage.page;
      await page.goto(`${server.url}/${pro.practice.shortLink}`);
      const reviews = page.getByRole('region', { name: 'Reviews', exact: true });
      await reviews.getByText('Calm room, kind hands, and my shoulders are free again.').waitFor();
      await reviews.getByText('Thank you, Nora! See you next month.').waitFor();
      await reviews.getByText('Nora').first().waitFor();
      await snapshot(page, 'reviews-journey-390-public-page');
    } finally {
      await publicPage.context.close();
    }
  });
});
