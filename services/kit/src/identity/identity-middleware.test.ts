import { messages } from '@groupmap/contracts';
import express from 'express';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import { pino } from 'pino';
import request from 'supertest';
import { errorHandler } from '../http/error-handler';
import { IDENTITY_HEADER, type Identity } from './identity';
import { identityMiddleware } from './identity-middleware';
import { generateIdentityKeyPair } from './key-pair';
import { signIdentity } from './sign-identity';

const keys = generateIdentityKeyPair();
const alice: Identity = {
  userId: 7,
  username: 'alice',
  sessionId: 'sess-1',
  ip: '203.0.113.9',
  requestId: 'req-1',
};

const forMaps = { audience: 'maps' } as const;

const app = express();
app.get('/whoami', identityMiddleware(keys.publicKey, 'maps'), (req, res) => {
  res.json(req.identity);
});
app.use(errorHandler(pino({ level: 'silent' })));

const whoami = (token?: string) => {
  const call = request(app).get('/whoami');
  return token === undefined ? call : call.set(IDENTITY_HEADER, token);
};

function expectRefused(res: request.Response) {
  expect(res.status).toBe(401);
  expect(res.headers['x-error-code']).toBe('unauthorized');
  expect(res.text).toBe(messages.unauthorized);
}

describe('identityMiddleware', () => {
  it('gives the route the identity the gateway signed', async () => {
    const res = await whoami(signIdentity(keys.privateKey, alice, forMaps));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(alice);
  });

  it('carries a signed-out visitor as null user fields', async () => {
    const visitor: Identity = { ...alice, userId: null, username: null };
    const res = await whoami(signIdentity(keys.privateKey, visitor, forMaps));
    expect(res.body).toEqual(visitor);
  });

  it('refuses a request without a token', async () => {
    expectRefused(await whoami());
  });

  it('refuses a token whose claims were tampered with', async () => {
    const [header, , signature] = signIdentity(keys.privateKey, alice, forMaps).split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 1, username: 'admin', sid: null, ip: '1.1.1.1', rid: 'r', exp: 9e9 }),
    );
    expectRefused(await whoami(`${header}.${forged.toString('base64url')}.${signature}`));
  });

  it('refuses a token signed by another key', async () => {
    expectRefused(await whoami(signIdentity(generateIdentityKeyPair().privateKey, alice, forMaps)));
  });

  it('refuses a token the gateway signed for another service, or for none', async () => {
    expectRefused(await whoami(signIdentity(keys.privateKey, alice, { audience: 'billing' })));
    const unaddressed = jwt.sign(
      { sub: 7, username: 'alice', sid: 's', ip: '1.2.3.4', rid: 'r' },
      keys.privateKey,
      { algorithm: 'ES256', expiresIn: 60 },
    );
    expectRefused(await whoami(unaddressed));
  });

  it('refuses an expired token', async () => {
    const expired = jwt.sign(
      {
        sub: 7,
        username: 'alice',
        sid: 's',
        ip: '1.2.3.4',
        rid: 'r',
        aud: 'maps',
        exp: Math.floor(Date.now() / 1000) - 60,
      },
      keys.privateKey,
      { algorithm: 'ES256' },
    );
    expectRefused(await whoami(expired));
  });

  it('refuses a token without an expiry', async () => {
    const forever = jwt.sign(
      { sub: 7, username: 'alice', sid: 's', ip: '1.2.3.4', rid: 'r', aud: 'maps' },
      keys.privateKey,
      {
        algorithm: 'ES256',
      },
    );
    expectRefused(await whoami(forever));
  });

  it('refuses a token made with another algorithm, even by a holder of the public key', async () => {
    const claims = { sub: 7, username: 'alice', sid: 's', ip: '1.2.3.4', rid: 'r' };
    // The classic confusion attack: HMAC with the public key text as the secret.
    const hmac = jwt.sign(claims, keys.publicKey, { algorithm: 'HS256', expiresIn: 60 });
    expectRefused(await whoami(hmac));
    const unsigned = jwt.sign(claims, '', { algorithm: 'none', expiresIn: 60 } as jwt.SignOptions);
    expectRefused(await whoami(unsigned));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = jwt.sign(claims, rsa.privateKey, { algorithm: 'RS256', expiresIn: 60 });
    expectRefused(await whoami(rs256));
  });

  it('refuses a validly signed token whose claims have the wrong shape', async () => {
    const wrongShape = jwt.sign({ sub: 'seven', ip: '1.2.3.4' }, keys.privateKey, {
      algorithm: 'ES256',
      expiresIn: 60,
    });
    expectRefused(await whoami(wrongShape));
  });
});
