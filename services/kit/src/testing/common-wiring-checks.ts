import type { Express } from 'express';
import type { NatsConnection } from 'nats';
import request from 'supertest';
import { mintTestIdentity } from './test-identity';
import { closedNatsConnection } from './unreachable';

export interface CommonWiringChecks {
  /** The service's app on the test's infrastructure, with NATS replaced when `nc` is given. */
  appWith: (overrides?: { nc?: NatsConnection }) => Express;
  /** Runs the service's NATS start-up under its own permissions (natsSideViolations). */
  natsSideViolations: () => Promise<string[]>;
}

/**
 * The wiring tests every service passes, with a database or without one: `/healthz` answers,
 * `/readyz` reports NATS going away, an unknown `/api` path is a text/plain 404, an API request
 * without a gateway identity is a 401, and its NATS start-up stays within its NATS permissions.
 * Registered inside the suite's describe by describeServiceWiring and describeStatelessServiceWiring.
 */
export function itPassesCommonWiringChecks({ appWith, natsSideViolations }: CommonWiringChecks): void {
  it('answers /healthz 200', async () => {
    const res = await request(appWith()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers /readyz 503 while NATS is unreachable', async () => {
    const res = await request(appWith({ nc: await closedNatsConnection(process.env.NATS_URL!) })).get(
      '/readyz',
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unready', failing: ['nats'] });
  });

  it('answers an unknown API path with 404 as text/plain with an error code', async () => {
    const res = await request(appWith())
      .get('/api/no-such-thing')
      .set('x-groupmap-identity', mintTestIdentity());
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-error-code']).toBe('not_found');
    expect(res.text).toBe('Not found');
  });

  it('runs its NATS start-up with its own NATS credentials without a permission violation', async () => {
    expect(await natsSideViolations()).toEqual([]);
  }, 60_000);

  it('refuses an API request that did not come through the gateway with 401', async () => {
    const res = await request(appWith()).get('/api/no-such-thing');
    expect(res.status).toBe(401);
    expect(res.headers['x-error-code']).toBe('unauthorized');
    expect(res.text).toBe('Please log in to continue');
  });
}
