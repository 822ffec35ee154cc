import express, { Router } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { mintTestIdentity, testIdentityKeys } from '../testing/test-identity';
import { createServiceApp } from './create-service-app';

const silent = pino({ level: 'silent' });

function appWithPublicWebhook() {
  const publicRouter = Router().post('/hooks/in', express.raw({ type: () => true }), (req, res) => {
    res.json({ bytes: Buffer.isBuffer(req.body) ? req.body.toString('utf8') : null });
  });
  const privateRouter = Router().post('/echo', (req, res) => {
    res.json(req.body);
  });
  return createServiceApp({
    service: 'maps',
    logger: silent,
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    publicApi: [publicRouter],
    api: [privateRouter],
  });
}

describe('createServiceApp publicApi', () => {
  it('answers a public route without an identity token and hands it the raw body bytes', async () => {
    const res = await request(appWithPublicWebhook())
      .post('/api/hooks/in')
      .set('Content-Type', 'application/json')
      .send('{"a":  1}');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bytes: '{"a":  1}' });
  });

  it('still requires the identity token on every other API path', async () => {
    const app = appWithPublicWebhook();
    const anonymous = await request(app).post('/api/echo').send({ a: 1 });
    expect(anonymous.status).toBe(401);
    const signed = await request(app)
      .post('/api/echo')
      .set('x-groupmap-identity', mintTestIdentity())
      .send({ a: 1 });
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ a: 1 });
  });
});
