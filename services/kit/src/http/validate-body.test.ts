import { messages } from '@groupmap/contracts';
import express from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { errorHandler } from './error-handler';
import { validateBody, type IssueMessage } from './validate-body';

const schema = z.object({
  username: z.string().min(3),
  message: z.string().min(1, messages.feedbackMessageRequired),
});

function appWith(custom?: IssueMessage) {
  const app = express();
  app.use(express.json());
  app.post('/feedback', validateBody(schema, custom), (req, res) => {
    res.json(req.body);
  });
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

describe('validateBody', () => {
  it('passes the parsed body on to the route', async () => {
    const res = await request(appWith())
      .post('/feedback')
      .send({ username: 'alice', message: 'hi', extra: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: 'alice', message: 'hi' });
  });

  it('answers a schema message that is a contract text word for word', async () => {
    const res = await request(appWith()).post('/feedback').send({ username: 'alice', message: '' });
    expect(res.status).toBe(400);
    expect(res.headers['x-error-code']).toBe('validation_failed');
    expect(res.text).toBe(messages.feedbackMessageRequired);
  });

  it('answers a filled-in contract template, such as a length cap', async () => {
    const capped = z.object({ name: z.string().max(3, 'Name must be 3 characters or less') });
    const app = express();
    app.use(express.json());
    app.post('/names', validateBody(capped), (_req, res) => {
      res.end();
    });
    app.use(errorHandler(pino({ level: 'silent' })));
    const res = await request(app).post('/names').send({ name: 'Alice' });
    expect(res.status).toBe(400);
    expect(res.text).toBe('Name must be 3 characters or less');
  });

  it('never answers zod wording: other issues give the generic contract text', async () => {
    const res = await request(appWith()).post('/feedback').send({ username: 'al', message: 'hi' });
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.invalidRequest);
  });

  it('lets the route choose the contract message per issue', async () => {
    const custom: IssueMessage = (issue) =>
      issue.path[0] === 'username' ? messages.usernameTaken : undefined;
    const res = await request(appWith(custom)).post('/feedback').send({ username: 'al', message: 'hi' });
    expect(res.status).toBe(400);
    expect(res.text).toBe(messages.usernameTaken);
  });
});
