import { messages } from '@groupmap/contracts';
import { Router } from 'express';
import type { Knex } from 'knex';
import { pino } from 'pino';
import request from 'supertest';
import { createDb, createServiceApp } from '../src';
import { mintTestIdentity, testIdentityKeys } from '../src/testing';

const SCHEMA = 'kit_bad_input';

let knex: Knex;

beforeAll(async () => {
  knex = createDb({ url: process.env.TEST_DATABASE_URL!, schema: SCHEMA });
  await knex.schema.createSchemaIfNotExists(SCHEMA);
  await knex.schema.withSchema(SCHEMA).createTable('notes', (table) => {
    table.increments('id');
    table.text('title').notNullable();
    table.jsonb('details').notNullable();
  });
});

afterAll(async () => {
  await knex.schema.dropSchemaIfExists(SCHEMA, true);
  await knex.destroy();
});

beforeEach(async () => {
  await knex.withSchema(SCHEMA).table('notes').delete();
});

/** A service whose routes hand path, query and body straight to Postgres, as a careless route would. */
function notesService() {
  const notes = Router();
  notes.post('/notes', async (req, res) => {
    const { title, details } = req.body as { title: string; details: unknown };
    const [row] = await knex.withSchema(SCHEMA).table('notes').insert({ title, details }).returning('*');
    res.status(201).json(row);
  });
  notes.get('/notes/by-title/:title', async (req, res) => {
    res.json(await knex.withSchema(SCHEMA).table('notes').where({ title: req.params.title }));
  });
  notes.get('/notes', async (req, res) => {
    res.json(
      await knex
        .withSchema(SCHEMA)
        .table('notes')
        .where({ title: String(req.query.title) }),
    );
  });
  return createServiceApp({
    service: 'maps',
    logger: pino({ level: 'silent' }),
    identityPublicKey: testIdentityKeys.publicKey,
    checks: {},
    api: [notes],
  });
}

const identity = () => mintTestIdentity();

async function storedNotes() {
  return knex.withSchema(SCHEMA).table('notes').count<{ count: string }[]>('* as count');
}

function expectRefused(res: request.Response) {
  expect([res.status, res.headers['x-error-code'], res.text]).toEqual([
    400,
    'invalid_characters',
    messages.controlCharacters,
  ]);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
}

describe('control characters in requests to a kit service', () => {
  it('refuses a NUL in a body field with 400 and stores nothing (Postgres would answer an error)', async () => {
    const res = await request(notesService())
      .post('/api/notes')
      .set('x-groupmap-identity', identity())
      .send({ title: 'Lunch\u0000spot', details: {} });
    expectRefused(res);
    expect(await storedNotes()).toEqual([{ count: '0' }]);
  });

  it('refuses control characters in nested values, array items and object keys of the body', async () => {
    const app = notesService();
    const bodies = [
      { title: 'ok', details: { opening: { monday: 'nine\u0007' } } },
      { title: 'ok', details: { tags: ['fine', '\u001b[31mred'] } },
      { title: 'ok', details: { 'hours\u0000': 'nine' } },
      { title: 'ok', details: { note: 'C1 control \u0085' } },
    ];
    for (const body of bodies) {
      expectRefused(await request(app).post('/api/notes').set('x-groupmap-identity', identity()).send(body));
    }
    expect(await storedNotes()).toEqual([{ count: '0' }]);
  });

  it('refuses a lone surrogate escaped in JSON, which would be stored as U+FFFD', async () => {
    const res = await request(notesService())
      .post('/api/notes')
      .set('x-groupmap-identity', identity())
      .set('Content-Type', 'application/json')
      .send('{"title": "half a pair \\ud83d", "details": {}}');
    expectRefused(res);
  });

  it('stores multi-line text, tabs, emoji and other scripts exactly as sent', async () => {
    const title = 'Café\tTokyo 東京 🗺️';
    const details = {
      description: 'First line\r\nSecond line\n\tindented',
      custom: { Öffnungszeiten: '9–17' },
    };
    const res = await request(notesService())
      .post('/api/notes')
      .set('x-groupmap-identity', identity())
      .send({ title, details });
    expect(res.status).toBe(201);
    expect(await knex.withSchema(SCHEMA).table('notes').first('title', 'details')).toEqual({
      title,
      details,
    });
  });

  it('refuses a percent-encoded control character in a path parameter, line breaks included', async () => {
    const app = notesService();
    for (const encoded of ['%00', '%0A', '%0D', '%09', '%7F', '%C2%85']) {
      expectRefused(
        await request(app).get(`/api/notes/by-title/a${encoded}b`).set('x-groupmap-identity', identity()),
      );
    }
  });

  it('refuses a control character in a query value or a query key', async () => {
    const app = notesService();
    for (const query of ['title=a%00b', 'title=a%0Ab', 'ti%01tle=a', 'title=ok&title=a%00']) {
      expectRefused(await request(app).get(`/api/notes?${query}`).set('x-groupmap-identity', identity()));
    }
  });

  it('answers a path whose percent-encoding does not decode with 400 "Invalid request"', async () => {
    const app = notesService();
    for (const path of [
      '/api/notes/by-title/%zz',
      '/api/notes/by-title/%E0%A4%A',
      '/api/notes/by-title/%ED%A0%80',
    ]) {
      const res = await request(app).get(path).set('x-groupmap-identity', identity());
      expect([path, res.status, res.headers['x-error-code'], res.text]).toEqual([
        path,
        400,
        'invalid_request',
        messages.invalidRequest,
      ]);
    }
  });

  it('passes clean paths and queries through to the routes', async () => {
    const app = notesService();
    await request(app)
      .post('/api/notes')
      .set('x-groupmap-identity', identity())
      .send({ title: 'Zur Linde', details: {} })
      .expect(201);
    const byPath = await request(app)
      .get('/api/notes/by-title/Zur%20Linde')
      .set('x-groupmap-identity', identity());
    const byQuery = await request(app)
      .get('/api/notes?title=Zur+Linde')
      .set('x-groupmap-identity', identity());
    expect([byPath.status, byPath.body.length, byQuery.status, byQuery.body.length]).toEqual([
      200, 1, 200, 1,
    ]);
  });

  it('still checks the identity first: an anonymous caller with bad input gets 401', async () => {
    const res = await request(notesService()).post('/api/notes').send({ title: '\u0000', details: {} });
    expect(res.status).toBe(401);
  });
});
