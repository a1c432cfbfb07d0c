import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of the Stripe API Folio uses (customers, coupons, Checkout
 * sessions, subscriptions, invoices), so payments are tested without a Stripe account. Its
 * `/pay/<session>` page plays the hosted checkout: Pay marks the session paid, starts the
 * subscription and sends the browser to the success address, as Stripe does.
 */
export interface FakeStripe {
  url: string;
  sessions: Map<string, Session>;
  subscriptions: Map<string, Subscription>;
  coupons: Map<string, { id: string; percent_off: number; duration: string }>;
  /** What the hosted page's Pay does: paid, subscribed, one invoice. */
  pay(sessionId: string): Subscription;
  /** Another period paid (a renewal), with its invoice. */
  renew(subscriptionId: string): void;
  /** Ended at once (unpaid or refunded). */
  end(subscriptionId: string): void;
  close(): Promise<void>;
}

type Params = Record<string, any>;

interface Session {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  line_items: { price: string; quantity: string }[];
  discounts: { coupon: string }[];
  subscription_data: { metadata: Record<string, string> };
}

interface Subscription {
  id: string;
  object: 'subscription';
  status: string;
  customer: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; price: { id: string }; current_period_end: number }[] };
}

const DAY_S = 24 * 3600;

export async function startFakeStripe(): Promise<FakeStripe> {
  let counter = 0;
  const next = (prefix: string) => `${prefix}_test_${++counter}`;
  const customers = new Map<string, Params>();
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const coupons = new Map<string, { id: string; percent_off: number; duration: string }>();
  const invoices: Params[] = [];
  let url = '';

  const invoice = (subscription: Subscription, amount: number) =>
    invoices.unshift({
      id: next('in'),
      object: 'invoice',
      number: `FOLIO-${String(invoices.length + 1).padStart(4, '0')}`,
      customer: subscription.customer,
      created: Math.floor(Date.now() / 1000),
      amount_paid: amount,
      currency: 'usd',
      status: 'paid',
      hosted_invoice_url: `${url}/invoices/${counter}`,
      invoice_pdf: `${url}/invoices/${counter}.pdf`,
      parent: { subscription_details: { subscription: subscription.id } },
    });

  const periodDays = (price: string) => (price.includes('annual') ? 365 : 30);

  const pay = (sessionId: string): Subscription => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const price = session.line_items[0]!.price;
    const subscription: Subscription = {
      id: next('sub'),
      object: 'subscription',
      status: 'active',
      customer: session.customer,
      cancel_at_period_end: false,
      metadata: session.subscription_data.metadata,
      items: { object: 'list', data: [{ id: next('si'), price: { id: price }, current_period_end: Math.floor(Date.now() / 1000) + periodDays(price) * DAY_S }] },
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const percent = session.discounts[0] ? (coupons.get(session.discounts[0].coupon)?.percent_off ?? 0) : 0;
    invoice(subscription, Math.round((price.includes('annual') ? 17999 : 1999) * (100 - percent) / 100));
    return subscription;
  };

  const routes: [string, RegExp, (match: RegExpExecArray, params: Params, response: ServerResponse) => unknown][] = [
    ['POST', /^\/v1\/customers$/, (_m, params) => {
      const customer = { id: next('cus'), object: 'customer', email: params.email, name: params.name, metadata: params.metadata ?? {} };
      customers.set(customer.id, customer);
      return customer;
    }],
    ['POST', /^\/v1\/coupons$/, (_m, params) => {
      const coupon = { id: next('co'), object: 'coupon', percent_off: Number(params.percent_off), duration: params.duration, name: params.name };
      coupons.set(coupon.id, coupon);
      return coupon;
    }],
    ['POST', /^\/v1\/checkout\/sessions$/, (_m, params) => {
      const id = next('cs');
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `${url}/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        line_items: Object.values(params.line_items ?? {}),
        discounts: Object.values(params.discounts ?? {}),
        subscription_data: { metadata: params.subscription_data?.metadata ?? {} },
      };
      sessions.set(id, session);
      return session;
    }],
    ['GET', /^\/v1\/checkout\/sessions\/([\w]+)$/, (match) => sessions.get(match[1]!)],
    ['GET', /^\/v1\/subscriptions\/([\w]+)$/, (match) => subscriptions.get(match[1]!)],
    ['POST', /^\/v1\/subscriptions\/([\w]+)$/, (match, params) => {
      const subscription = subscriptions.get(match[1]!);
      if (subscription && params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      return subscription;
    }],
    ['GET', /^\/v1\/invoices$/, (_m, params) => ({ object: 'list', has_more: false, data: invoices.filter((item) => item.customer === params.customer).slice(0, Number(params.limit ?? 10)) })],
    ['GET', /^\/pay\/([\w]+)$/, (match, _params, response) => {
      const session = sessions.get(match[1]!);
      if (!session) return undefined;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><meta charset="utf-8"><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><p>${session.line_items[0]?.price}</p>
        <form method="post" action="/pay/${session.id}"><button>Pay</button></form><a href="${session.cancel_url}">Back</a>`);
      return null;
    }],
    ['POST', /^\/pay\/([\w]+)$/, (match, _params, response) => {
      const session = sessions.get(match[1]!);
      if (!session) return undefined;
      pay(session.id);
      response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
      response.end();
      return null;
    }],
  ];

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const address = new URL(request.url ?? '/', 'http://fake');
    const params = formParams(request.method === 'GET' ? address.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
    for (const [method, pattern, handle] of routes) {
      const match = pattern.exec(address.pathname);
      if (!match || method !== request.method) continue;
      const answer = handle(match, params, response);
      if (answer === null) return;
      if (answer === undefined) break;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
      return;
    }
    response.statusCode = 404;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `No such resource: ${address.pathname}` } }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sessions,
    subscriptions,
    coupons,
    pay,
    renew(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId)!;
      const item = subscription.items.data[0]!;
      item.current_period_end += periodDays(item.price.id) * DAY_S;
      invoice(subscription, item.price.id.includes('annual') ? 17999 : 1999);
    },
    end(subscriptionId) {
      subscriptions.get(subscriptionId)!.status = 'canceled';
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Stripe's form encoding: `a[b][0][c]=v` becomes `{ a: { b: { 0: { c: 'v' } } } }`. */
function formParams(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.slice(0, -1).forEach((segment) => (node = node[segment] ??= {}));
    node[path.at(-1)!] = value;
  }
  return root;
}
