import { nkeys } from 'nats';
import { ConfigError } from '../config/config-error';
import { natsAuthOptions, natsCredentials, natsCredentialsSchema } from './nats-credentials';

const SEED = new TextDecoder().decode(nkeys.createUser().getSeed());

describe('natsCredentials', () => {
  it('connects without authentication when none is configured, as on a developer machine', () => {
    const credentials = natsCredentials({});
    expect(credentials).toEqual({ kind: 'none' });
    expect(natsAuthOptions(credentials)).toEqual({});
  });

  it('gives a user and password, or an nkey seed, to the connection', () => {
    const user = natsCredentials({ NATS_USER: 'maps', NATS_PASSWORD: 'secret' });
    expect(natsAuthOptions(user)).toEqual({ user: 'maps', pass: 'secret' });
    const nkey = natsCredentials(natsCredentialsSchema.parse({ NATS_NKEY_SEED: `${SEED}\n` }));
    expect(nkey).toEqual({ kind: 'nkey', seed: SEED });
    expect(natsAuthOptions(nkey).authenticator).toEqual(expect.any(Function));
  });

  it('refuses a user without a password, a password without a user, and both kinds at once', () => {
    const problems = (config: Parameters<typeof natsCredentials>[0]) => {
      try {
        natsCredentials(config);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ NATS_USER: 'maps' })).toEqual(['NATS_PASSWORD: is required with NATS_USER']);
    expect(problems({ NATS_PASSWORD: 'secret' })).toEqual(['NATS_USER: is required with NATS_PASSWORD']);
    expect(problems({ NATS_USER: 'maps', NATS_PASSWORD: 'secret', NATS_NKEY_SEED: SEED })).toEqual([
      'NATS_NKEY_SEED: give either an nkey seed or NATS_USER and NATS_PASSWORD, not both',
    ]);
  });

  it('refuses a seed that is not a user nkey seed', () => {
    expect(natsCredentialsSchema.safeParse({ NATS_NKEY_SEED: 'UABC' }).success).toBe(false);
  });
});
