import express from 'express';
import type { AddressInfo } from 'node:net';
import type Stripe from 'stripe';

/** One call the fake received, as the SDK sent it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The form-encoded body (or query, for GETs), decoded with nested keys. */
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

export interface FakeStripe {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:40123. */
  url: string;
  port: number;
  requests: RecordedStripeRequest[];
  /** The subscriptions `subscriptions.retrieve` answers, by id; tests put Stripe's state here. */
  subscriptions: Map<string, Stripe.Subscription>;
  /** The active promotion codes `promotionCodes.list({code})` finds. */
  promotionCodes: { id: string; code: string }[];
  /** The requests to one path prefix, e.g. `/v1/customers`. */
  requestsTo(method: string, pathPrefix: string): RecordedStripeRequest[];
  close(): Promise<void>;
}

interface StoredSchedule {
  id: string;
  subscription: string;
  phases: unknown[];
}

const stripeError = (res: express.Response, status: number, message: string) =>
  res.status(status).json({ error: { type: 'invalid_request_error', message } });

/**
 * A small stand-in for api.stripe.com on 127.0.0.1 (port 0), implementing the calls the billing
 * service makes, so tests drive the real `stripe` SDK without a network. Like Stripe, a POST repeated
 * with the same Idempotency-Key answers the first response again.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = [];
  const subscriptions = new Map<string, Stripe.Subscription>();
  const schedules = new Map<string, StoredSchedule>();
  const promotionCodes: FakeStripe['promotionCodes'] = [];
  const idempotent = new Map<string, unknown>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}_fake${++sequence}`;

  const app = express();
  app.use(express.urlencoded({ extended: true }));
  app.use((req, res, next) => {
    const idempotencyKey = req.get('idempotency-key');
    requests.push({
      method: req.method,
      path: req.path,
      params: (req.method === 'GET' ? req.query : req.body) ?? {},
      idempotencyKey,
    });
    const replay = idempotencyKey && idempotent.get(`${req.path} ${idempotencyKey}`);
    if (req.method === 'POST' && replay) {
      res.json(replay);
      return;
    }
    if (idempotencyKey) {
      const json = res.json.bind(res);
      res.json = (body: unknown) => {
        if (res.statusCode < 400) idempotent.set(`${req.path} ${idempotencyKey}`, body);
        return json(body);
      };
    }
    next();
  });

  app.post('/v1/customers', (req, res) => {
    res.json({ id: nextId('cus'), object: 'customer', email: req.body.email, name: req.body.name });
  });

  app.post('/v1/checkout/sessions', (req, res) => {
    const id = nextId('cs');
    res.json({
      id,
      object: 'checkout.session',
      mode: req.body.mode,
      customer: req.body.customer,
      client_reference_id: req.body.client_reference_id,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    });
  });

  app.get('/v1/promotion_codes', (req, res) => {
    const data = promotionCodes
      .filter((promotion) => promotion.code === req.query.code)
      .map((promotion) => ({ ...promotion, object: 'promotion_code', active: true }));
    res.json({ object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
  });

  app.get('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) return stripeError(res, 404, `No such subscription: '${req.params.id}'`);
    res.json(subscription);
  });

  app.post('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) return stripeError(res, 404, `No such subscription: '${req.params.id}'`);
    const updated = { ...subscription };
    if (req.body.cancel_at_period_end !== undefined) {
      updated.cancel_at_period_end = req.body.cancel_at_period_end === 'true';
    }
    subscriptions.set(updated.id, updated);
    res.json(updated);
  });

  // Cancels at once, as Stripe does (a canceled subscription cannot be cancelled again).
  app.delete('/v1/subscriptions/:id', (req, res) => {
    const subscription = subscriptions.get(req.params.id);
    if (!subscription) return stripeError(res, 404, `No such subscription: '${req.params.id}'`);
    if (subscription.status === 'canceled') {
      return stripeError(res, 400, 'A canceled subscription can only update its cancellation_details.');
    }
    const canceled = { ...subscription, status: 'canceled' as const };
    subscriptions.set(canceled.id, canceled);
    res.json(canceled);
  });

  app.post('/v1/refunds', (req, res) => {
    const target = req.body.payment_intent ?? req.body.charge;
    if (!target) return stripeError(res, 400, 'One of charge or payment_intent is required.');
    res.json({
      id: nextId('re'),
      object: 'refund',
      status: 'succeeded',
      payment_intent: req.body.payment_intent ?? null,
      charge: req.body.charge ?? null,
    });
  });

  app.post('/v1/customers/:id', (req, res) => {
    res.json({
      id: req.params.id,
      object: 'customer',
      email: req.body.email || null,
      name: req.body.name || null,
    });
  });

  app.post('/v1/subscription_schedules', (req, res) => {
    const subscription = subscriptions.get(req.body.from_subscription);
    if (!subscription) return stripeError(res, 404, `No such subscription: '${req.body.from_subscription}'`);
    const item = subscription.items.data[0]!;
    const phase = {
      start_date: item.current_period_start,
      end_date: item.current_period_end,
      items: [{ price: item.price.id, quantity: 1 }],
    };
    const schedule = { id: nextId('sub_sched'), subscription: subscription.id, phases: [phase] };
    schedules.set(schedule.id, schedule);
    subscriptions.set(subscription.id, { ...subscription, schedule: schedule.id });
    res.json(scheduleObject(schedule));
  });

  app.get('/v1/subscription_schedules/:id', (req, res) => {
    const schedule = schedules.get(req.params.id);
    if (!schedule) return stripeError(res, 404, `No such subscription schedule: '${req.params.id}'`);
    res.json(scheduleObject(schedule));
  });

  app.post('/v1/subscription_schedules/:id', (req, res) => {
    const schedule = schedules.get(req.params.id);
    if (!schedule) return stripeError(res, 404, `No such subscription schedule: '${req.params.id}'`);
    const phases = (req.body.phases as Record<string, unknown>[]).map((phase) => ({
      ...phase,
      start_date: Number(phase.start_date),
      end_date: phase.end_date === undefined ? null : Number(phase.end_date),
    }));
    // A phase without a start begins where the previous one ends, as on Stripe.
    phases.forEach((phase, index) => {
      if (Number.isNaN(phase.start_date)) phase.start_date = phases[index - 1]?.end_date ?? 0;
    });
    schedule.phases = phases;
    res.json(scheduleObject(schedule));
  });

  app.use((req, res) => stripeError(res, 404, `Unrecognized request URL (${req.method}: ${req.path})`));

  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    subscriptions,
    promotionCodes,
    requestsTo: (method, pathPrefix) =>
      requests.filter((request) => request.method === method && request.path.startsWith(pathPrefix)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function scheduleObject(schedule: StoredSchedule) {
  const first = schedule.phases[0] as { start_date: number; end_date: number | null } | undefined;
  return {
    id: schedule.id,
    object: 'subscription_schedule',
    subscription: schedule.subscription,
    phases: schedule.phases,
    current_phase: first ? { start_date: first.start_date, end_date: first.end_date } : null,
  };
}
