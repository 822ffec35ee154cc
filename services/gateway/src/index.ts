import {
  collectProcessMetrics,
  ConfigError,
  connectNats,
  createLogger,
  inboxPrefix,
  natsCheck,
  onShutdown,
  startHttpServer,
} from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadGatewayConfig } from './config';
import { startMetricsListener } from './metrics/metrics-listener';
import { startGatewaySessions } from './session/gateway-sessions';

const SERVICE_NAME = 'gateway';

/** Composition root: configuration, logger, NATS, the app, the listening server and its shutdown. */
async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const logger = createLogger({ name: SERVICE_NAME, level: config.logLevel });
  const nc = await connectNats({
    url: config.natsUrl,
    name: SERVICE_NAME,
    logger,
    credentials: config.natsCredentials,
    inboxPrefix: inboxPrefix(config.eventsPrefix, SERVICE_NAME),
  });

  const sessions = await startGatewaySessions({
    nc,
    prefix: config.eventsPrefix,
    cacheTtlMs: config.sessionCacheTtlMs,
    rpcTimeoutMs: config.sessionRpcTimeoutMs,
    logger,
  });

  const gateway = createApp({ config, logger, readinessChecks: { nats: natsCheck(nc) }, sessions });
  const http = await startHttpServer(gateway.app, { port: config.port, hosts: config.hosts, logger });
  http.server.on('upgrade', gateway.handleUpgrade);
  collectProcessMetrics();
  const metrics = await startMetricsListener({
    port: config.metricsPort,
    hosts: config.metricsHosts,
    logger,
  });

  onShutdown(logger, [
    {
      // Stop accepting and let in-flight requests finish; WebSockets would hold the server open, so
      // they are ended first (clients reconnect to another replica).
      name: 'http',
      run: async () => {
        const closing = http.close();
        gateway.closeWebSockets();
        await closing;
      },
    },
    { name: 'upstream connections', run: async () => gateway.close() },
    { name: 'session revocations', run: () => sessions.stop() },
    { name: 'nats', run: () => nc.drain() },
    // Last: Prometheus can watch the shutdown until the end.
    { name: 'metrics', run: metrics.close },
  ]);
}

main().catch((error: unknown) => {
  // A configuration error is the operator's to fix: print the list of problems, not a stack.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
