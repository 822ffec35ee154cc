import { createLogger, startHttpServer, type ReadinessCheck } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { createApp, type Gateway } from '../../src/app';
import { loadGatewayConfig, type GatewayConfig } from '../../src/config';

export interface RunningGateway {
  url: string;
  port: number;
  config: GatewayConfig;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * Starts the gateway in-process on a free port, exactly as index.ts wires it (the upgrade listener
 * included), with the test key pair and whatever environment the test gives.
 */
export async function startGateway(
  env: Record<string, string>,
  readinessChecks: Record<string, ReadinessCheck> = {},
): Promise<RunningGateway> {
  const config = loadGatewayConfig({ IDENTITY_PRIVATE_KEY: testIdentityKeys.privateKey, ...env });
  const logger = createLogger({ name: 'gateway', level: 'silent' });
  const gateway = createApp({ config, logger, readinessChecks });
  const http = await startHttpServer(gateway.app, {
    port: 0,
    host: '127.0.0.1',
    logger,
    drainTimeoutMs: 1000,
  });
  http.server.on('upgrade', gateway.handleUpgrade);
  return {
    url: `http://127.0.0.1:${http.port}`,
    port: http.port,
    config,
    gateway,
    close: async () => {
      const closing = http.close();
      gateway.closeWebSockets();
      await closing;
      gateway.close();
    },
  };
}
