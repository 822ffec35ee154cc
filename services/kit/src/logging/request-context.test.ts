import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { requestContext } from './request-context';
import { currentRequestId } from './request-id-context';

const app = express();
app.use(requestContext(pino({ level: 'silent' })));
app.get('/id', (req, res) => {
  res.json({ id: req.id, hasLogger: typeof req.log.info === 'function' });
});

app.post('/scope', express.json(), async (req, res) => {
  await new Promise((resolve) => setTimeout(resolve, 1));
  res.json({ id: req.id, scoped: currentRequestId() });
});

describe('requestContext', () => {
  it('runs the rest of the pipeline in the request id scope, through body parsing and awaits', async () => {
    const res = await request(app).post('/scope').set('x-request-id', 'gw-456').send({ a: 1 });
    expect(res.body).toEqual({ id: 'gw-456', scoped: 'gw-456' });
  });

  it('keeps the request id the gateway sent and echoes it on the response', async () => {
    const res = await request(app).get('/id').set('x-request-id', 'gw-123');
    expect(res.headers['x-request-id']).toBe('gw-123');
    expect(res.body).toEqual({ id: 'gw-123', hasLogger: true });
  });

  it('generates a request id when none was sent', async () => {
    const res = await request(app).get('/id');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.id).toBe(res.headers['x-request-id']);
  });

  it('replaces a request id that is unsafe to log', async () => {
    const res = await request(app).get('/id').set('x-request-id', 'bad id\twith "quotes"');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
