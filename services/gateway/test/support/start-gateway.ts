import { randomBytes } from 'node:crypto';
import { connectNats, createLogger, startHttpServer, type ReadinessCheck } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import type { NatsConnection } from 'nats';
import { createApp, type Gateway } from '../../src/app';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';
import { startGatewaySessions } from '../../src/session/gateway-sessions';
import { startFakeAuth, type FakeAuth } from './fake-auth';

export interface RunningGateway {
  url: string;
  port: number;
  config: GatewayConfig;
  gateway: Gateway;
  /** The gateway's own NATS connection. */
  nc: NatsConnection;
  /** Its EVENTS_PREFIX: the run's prefix plus a suffix of its own. */
  prefix: string;
  /** The auth it asks about sessions; null when started without one (auth down). */
  auth: FakeAuth | null;
  close(): Promise<void>;
}

export interface StartGatewayOptions {
  readinessChecks?: Record<string, ReadinessCheck>;
  /** Answer the session RPCs with a fake auth (default), or leave them unanswered. */
  auth?: 'fake' | 'none';
}

/**
 * A prefix of the run's EVENTS_PREFIX (so the run's teardown removes its streams) that no other
 * gateway or service shares: test files run in parallel, and a real auth started by another file
 * must not answer this gateway's questions.
 */
function gatewayPrefix(): string {
  return `${process.env.EVENTS_PREFIX ?? 'test'}_gw${randomBytes(4).toString('hex')}`;
}

/**
 * Starts the gateway in-process on a free port, exactly as index.ts wires it (its sessions over NATS
 * and the upgrade listener included), with the test key pair and whatever environment the test gives.
 */
export async function startGateway(
  env: Record<string, string>,
  { readinessChecks = {}, auth = 'fake' }: StartGatewayOptions = {},
): Promise<RunningGateway> {
  const prefix = gatewayPrefix();
  const config = loadGatewayConfig({
    IDENTITY_PRIVATE_KEY: testIdentityKeys.privateKey,
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    EVENTS_PREFIX: prefix,
    ...env,
  });
  const logger = createLogger({ name: 'gateway', level: 'silent' });
  const nc = await connectNats({ url: config.natsUrl, name: 'gateway-test', logger });
  const fakeAuth = auth === 'fake' ? await startFakeAuth(nc, config.eventsPrefix) : null;
  const sessions = await startGatewaySessions({
    nc,
    prefix: config.eventsPrefix,
    cacheTtlMs: config.sessionCacheTtlMs,
    rpcTimeoutMs: config.sessionRpcTimeoutMs,
    logger,
  });
  const gateway = createApp({ config, logger, readinessChecks, sessions });
  const http = await startHttpServer(gateway.app, {
    port: 0,
    hosts: ['127.0.0.1'],
    logger,
    drainTimeoutMs: 1000,
  });
  http.server.on('upgrade', gateway.handleUpgrade);
  return {
    url: `http://127.0.0.1:${http.port}`,
    port: http.port,
    config,
    gateway,
    nc,
    prefix: config.eventsPrefix,
    auth: fakeAuth,
    close: async () => {
      const closing = http.close();
      gateway.closeWebSockets();
      await closing;
      gateway.close();
      await sessions.stop();
      await fakeAuth?.stop();
      await nc.close();
    },
  };
}
