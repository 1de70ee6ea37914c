// The demo practice's payment accounts: Stripe operational, PayPal onboarded with PayPal and Venmo on.
import { DEMO_LOGIN } from '../../../apps/api/src/demo/seed-demo-data.js';
import type { TestClient } from '../../support/graphql-client.js';
import { LOG_IN } from '../../support/operations.js';
import { CHECK_PAYPAL_STATUS, PAYMENT_INTEGRATIONS } from '../../support/payment-operations.js';
import { newClient } from '../../support/test-server.js';
import { demo } from './demo-server.js';

const integrations = async (pro: TestClient) => (await pro.gql(PAYMENT_INTEGRATIONS)).data.paymentIntegrations;

export const paymentAccountsDemo = () =>
  describe('payment accounts', () => {
    it('has Stripe operational as its card provider, PayPal onboarded with PayPal and Venmo on, and may choose its currency', async () => {
      const pro = await newClient(demo.server);
      expect((await pro.gql(LOG_IN, DEMO_LOGIN)).data.logIn.result).toBe('success');
      expect(await integrations(pro)).toMatchObject({
        paymentProvider: 'stripe',
        currencyEnabled: true,
        stripeInfo: { connected: true, operational: true, displayName: 'Maya Chen Massage', requirementsDue: [] },
        squareInfo: { squareConnected: false, error: false },
        paypalInfo: { paypalConnected: true, paypalActive: true, venmoActive: true, sellerStatus: { isOnboardingComplete: true, paymentsReceivable: true, primaryEmailConfirmed: true } },
      });
      // A status check finds it still complete: PayPal and Venmo stay on.
      expect((await pro.gql(CHECK_PAYPAL_STATUS)).data.checkPaypalSellerStatus.status.isOnboardingComplete).toBe(true);
      expect((await integrations(pro)).paypalInfo).toMatchObject({ paypalActive: true, venmoActive: true });
    });
  });
