import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { LOGIN } from './helpers/accounts.ts';
import { startFakeStripe } from './helpers/fake-stripe.ts';
import { databases, useTestServer, type TestServer } from './helpers/test-server.ts';
import { createUser, ok } from './helpers/workspace.ts';

const PAY = '/api/iart/v1/thirdPartyPayment';
const SHOP = '/api/iart/v1/airwallex';
const WEBHOOK_SECRET = 'whsec_test_secret';
const BACK = { successStripeUrl: 'http://localhost:3000/workspace', cancelStripeUrl: 'http://localhost:3000/workspace' };
const DAY_MS = 24 * 3600 * 1000;

const fake = await startFakeStripe();
afterAll(() => fake.close());
const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_folio', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY: 'price_monthly', STRIPE_PRICE_ANNUAL: 'price_annual', STRIPE_API_URL: fake.url };

const userInfo = async (api: TestServer, token: string) => (await api.get(`${LOGIN}/getUserInfo`, token)).body!.data;

/** Checkout as the app starts it, answering the session the fake made. */
async function checkout(api: TestServer, token: string, productId: 'monthly' | 'annual', productInfoToken?: string) {
  const answer = ok(await api.post(`${PAY}/createStripePay`, { productId, ...(productInfoToken ? { productInfoToken } : {}), ...BACK }, token));
  const id = /\/pay\/(\w+)$/.exec(answer.url)?.[1];
  return { answer, session: fake.sessions.get(id!)! };
}

describe('payments on an instance without Stripe', () => {
  const api = useTestServer('pglite');

  it('shows the §9 prices, says there is no checkout, and answers -4 to a checkout', async () => {
    const ada = await createUser(api, 'ada@example.com');
    expect(ok(await api.get(`${SHOP}/getProductInfo`))).toEqual({
      checkout: false,
      products: [
        { productId: 'monthly', productType: 'MONTHLY_SUBSCRIBE', productPrice: 19.99, originalPrice: 19.99, productInfoToken: 'monthly' },
        { productId: 'annual', productType: 'YEAR_SUBSCRIBE', productPrice: 179.99, originalPrice: 179.99, productInfoToken: 'annual' },
      ],
    });
    expect((await api.post(`${PAY}/createStripePay`, { productId: 'annual', ...BACK }, ada.token)).body).toMatchObject({ code: -4 });
  });

  it('refuses half a Stripe configuration at start', async () => {
    const { loadSettings } = await import('../src/settings.ts');
    expect(() => loadSettings({ STRIPE_SECRET_KEY: 'sk_test' })).toThrow(/must be set together/);
  });
});

describe.each(databases)('Stripe payments on %s', (kind) => {
  const api = useTestServer(kind, { env: STRIPE_ENV });

  it('subscribes through Checkout and the return, then refuses a second subscription (6007)', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { answer, session } = await checkout(api, ada.token, 'annual');
    expect(answer).toMatchObject({ url: `${fake.url}/pay/${session.id}`, renewed: false });
    expect(session).toMatchObject({ client_reference_id: String(ada.id), line_items: [{ price: 'price_annual', quantity: '1' }], subscription_data: { metadata: { userId: String(ada.id), product: 'annual' } } });
    expect(session.success_url).toBe('http://localhost:3000/workspace?payResult=1&priceId=annual&priceToken={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://localhost:3000/workspace?payResult=0');

    // Back before paying (or with someone else's checkout) is no subscription.
    expect((await api.post(`${SHOP}/createSubscription`, { productId: 'annual', productInfoToken: session.id }, ada.token)).body).toMatchObject({ code: 6006, message: 'Non-paid subscription products.' });
    const bob = await createUser(api, 'bob@example.com');
    fake.pay(session.id);
    expect((await api.post(`${SHOP}/createSubscription`, { productId: 'annual', productInfoToken: session.id }, bob.token)).body).toMatchObject({ code: -4 });
    expect((await userInfo(api, bob.token)).userType).toBe('free');

    ok(await api.post(`${SHOP}/createSubscription`, { productId: 'annual', productInfoToken: session.id }, ada.token));
    const info = await userInfo(api, ada.token);
    expect(info).toMatchObject({ userType: 'pro', unsubscribe: '0' });
    expect(Math.abs(new Date(info.expiredAt).getTime() - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    // The same return again changes nothing.
    ok(await api.post(`${SHOP}/createSubscription`, { productId: 'annual', productInfoToken: session.id }, ada.token));

    expect((await api.post(`${PAY}/createStripePay`, { productId: 'monthly', ...BACK }, ada.token)).body).toMatchObject({ code: 6007, message: 'Please do not subscribe again.' });
    expect(ok(await api.post(`${PAY}/listInvoices`, {}, ada.token)).list).toEqual([
      expect.objectContaining({ amount: 179.99, currency: 'usd', status: 'paid', number: expect.stringMatching(/^FOLIO-/), url: expect.stringContaining(fake.url) }),
    ]);
    expect(ok(await api.post(`${PAY}/listInvoices`, {}, bob.token)).list).toEqual([]);
  });

  it('cancels at the period end (unsubscribe 1, still Pro) and renews in place without paying again', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { session } = await checkout(api, ada.token, 'monthly');
    const subscription = fake.pay(session.id);
    ok(await api.post(`${SHOP}/createSubscription`, { productId: 'monthly', productInfoToken: session.id }, ada.token));

    ok(await api.post(`${PAY}/unsubscribe`, {}, ada.token));
    expect(fake.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    expect(await userInfo(api, ada.token)).toMatchObject({ userType: 'pro', unsubscribe: '1' });
    expect((await api.post(`${PAY}/unsubscribe`, {}, ada.token)).body).toMatchObject({ code: -4 });

    const sessionsBefore = fake.sessions.size;
    expect(ok(await api.post(`${PAY}/createStripePay`, { productId: 'monthly', ...BACK }, ada.token))).toEqual({ url: null, renewed: true });
    expect(fake.sessions.size).toBe(sessionsBefore);
    expect(fake.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);
    expect(await userInfo(api, ada.token)).toMatchObject({ userType: 'pro', unsubscribe: '0' });
  });

  it('follows Stripe webhooks: a renewal extends Pro, an ended subscription ends it, a forged one is refused', async () => {
    const ada = await createUser(api, 'ada@example.com');
    const { session } = await checkout(api, ada.token, 'monthly');
    const subscription = fake.pay(session.id);
    const send = (type: string, object: unknown, secret = WEBHOOK_SECRET) => {
      const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object } });
      const header = new Stripe('sk_test_folio').webhooks.generateTestHeaderString({ payload, secret });
      return api.request(`${PAY}/stripeWebhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload });
    };

    // The checkout reported by Stripe before the buyer's browser comes back.
    expect((await send('checkout.session.completed', { id: session.id, object: 'checkout.session', client_reference_id: String(ada.id), subscription: subscription.id })).status).toBe(200);
    const first = new Date((await userInfo(api, ada.token)).expiredAt).getTime();
    expect(first).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    fake.renew(subscription.id);
    expect((await send('invoice.paid', { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: subscription.id } } })).status).toBe(200);
    expect(new Date((await userInfo(api, ada.token)).expiredAt).getTime()).toBeGreaterThan(first + 29 * DAY_MS);

    const forged = await send('customer.subscription.deleted', { id: subscription.id, object: 'subscription' }, 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect((await userInfo(api, ada.token)).userType).toBe('pro');

    fake.end(subscription.id);
    expect((await send('customer.subscription.deleted', { id: subscription.id, object: 'subscription' })).status).toBe(200);
    expect(await userInfo(api, ada.token)).toMatchObject({ userType: 'free', unsubscribe: '1' });
  });

  it('prices a discount code, charges it once per account, and names bad codes (10004, 10005, 10008)', async () => {
    await api.db.query("insert into discount_codes (code, percent_off) values ('SPRING20', 20)");
    await api.db.query("insert into discount_codes (code, percent_off, expires_at) values ('WINTER', 50, now() - interval '1 day')");
    const ada = await createUser(api, 'ada@example.com');
    const priced = ok(await api.get(`${SHOP}/getProductInfo?discountCode=spring20`, ada.token));
    expect(priced.products).toEqual([
      expect.objectContaining({ productId: 'monthly', productPrice: 15.99, originalPrice: 19.99, productInfoToken: 'monthly:SPRING20' }),
      expect.objectContaining({ productId: 'annual', productPrice: 143.99, originalPrice: 179.99, productInfoToken: 'annual:SPRING20' }),
    ]);
    expect((await api.get(`${SHOP}/getProductInfo?discountCode=NOPE`, ada.token)).body).toMatchObject({ code: 10004, message: 'The discount code is invalid.' });
    expect((await api.get(`${SHOP}/getProductInfo?discountCode=winter`, ada.token)).body).toMatchObject({ code: 10005, message: 'The discount code has expired.' });
    // A token naming another product than the one bought is not a discount for it.
    expect((await api.post(`${PAY}/createStripePay`, { productId: 'annual', productInfoToken: 'monthly:SPRING20', ...BACK }, ada.token)).body).toMatchObject({ code: 6006 });

    const { session } = await checkout(api, ada.token, 'annual', 'annual:SPRING20');
    const coupon = fake.coupons.get(session.discounts[0]!.coupon)!;
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once' });
    fake.pay(session.id);
    ok(await api.post(`${SHOP}/createSubscription`, { productId: 'annual', productInfoToken: session.id }, ada.token));
    expect(ok(await api.post(`${PAY}/listInvoices`, {}, ada.token)).list[0].amount).toBe(143.99);
    expect((await api.get(`${SHOP}/getProductInfo?discountCode=SPRING20`, ada.token)).body).toMatchObject({ code: 10008, message: 'You have already used this discount code.' });

    // The coupon is made once per code, whoever uses it next.
    const bob = await createUser(api, 'bob@example.com');
    const second = await checkout(api, bob.token, 'monthly', 'monthly:SPRING20');
    expect(second.session.discounts[0]!.coupon).toBe(coupon.id);
  });
});
