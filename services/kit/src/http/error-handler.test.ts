import { messages } from '@groupmap/contracts';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { errorHandler, notFoundHandler } from './error-handler';
import { HttpError, conflict, tooManyAttempts } from './http-error';

const silent = pino({ level: 'silent' });

function appThrowing(error: unknown) {
  const app = express();
  app.use(express.json({ limit: '1kb' }));
  app.post('/echo', (req, res) => {
    res.json(req.body);
  });
  app.get('/fail', () => {
    throw error;
  });
  app.use(notFoundHandler);
  app.use(errorHandler(silent));
  return app;
}

describe('errorHandler', () => {
  it('answers an HttpError with its status, the message as text/plain and the code in X-Error-Code', async () => {
    const res = await request(appThrowing(conflict(messages.usernameTaken, 'username_taken'))).get('/fail');
    expect(res.status).toBe(409);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-error-code']).toBe('username_taken');
    expect(res.text).toBe('Username already taken');
  });

  it('answers an unexpected error with a generic 500 that reveals nothing', async () => {
    const res = await request(appThrowing(new Error('password=hunter2 at db.ts:12'))).get('/fail');
    expect(res.status).toBe(500);
    expect(res.headers['x-error-code']).toBe('server_error');
    expect(res.text).toBe(messages.serverError);
    expect(res.text).not.toContain('hunter2');
  });

  it('answers a thrown non-Error value with the generic 500 too', async () => {
    const res = await request(appThrowing('just a string')).get('/fail');
    expect(res.status).toBe(500);
    expect(res.text).toBe(messages.serverError);
  });

  it('answers invalid JSON with 400 and the contract text', async () => {
    const res = await request(appThrowing(null))
      .post('/echo')
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.headers['x-error-code']).toBe('invalid_request');
    expect(res.text).toBe(messages.invalidRequest);
  });

  it('answers a body over the limit with 413 and the contract text', async () => {
    const res = await request(appThrowing(null))
      .post('/echo')
      .send({ text: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(res.headers['x-error-code']).toBe('payload_too_large');
    expect(res.text).toBe(messages.payloadTooLarge);
  });

  it('answers a route parameter whose percent-encoding does not decode with 400, not 500', async () => {
    const app = express();
    app.get('/items/:id', (req, res) => {
      res.send(req.params.id);
    });
    app.use(errorHandler(silent));
    const res = await request(app).get('/items/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.headers['x-error-code']).toBe('invalid_request');
    expect(res.text).toBe(messages.invalidRequest);
  });

  it('answers an unknown path with 404 "Not found"', async () => {
    const res = await request(appThrowing(null)).get('/nowhere');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['x-error-code']).toBe('not_found');
    expect(res.text).toBe(messages.notFound);
  });

  it('sends the headers an HttpError carries, such as Retry-After on a 429', async () => {
    const res = await request(appThrowing(tooManyAttempts(125))).get('/fail');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBe('125');
    expect(res.text).toBe('Too many attempts. Try again in 3 minutes.');
  });

  it('keeps a 5xx HttpError generic', async () => {
    const res = await request(
      appThrowing(new HttpError(503, 'service_unavailable', messages.serviceUnavailable)),
    ).get('/fail');
    expect(res.status).toBe(503);
    expect(res.text).toBe(messages.serviceUnavailable);
  });
});
