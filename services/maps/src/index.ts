import { onShutdown, runMain, startHttpServer, startServiceInfrastructure } from '@groupmap/svc-kit';
import { createApp } from './app';
import { loadMapsConfig } from './config';
import { createGeocoder } from './geocoding/create-geocoder';
import { startGeocodeCachePruneJob } from './jobs/geocode-cache-prune-job';
import { createGazetteerGeocoder } from './geocoding/gazetteer/gazetteer-geocoder';
import { startImportPruneJob } from './jobs/import-prune-job';
import { startImportWorker } from './import/import-worker';
import { createImportParser } from './import/parsing/import-parser';
import { seedDemoMap } from './jobs/seed-demo-map';
import { startDemoPruneJob } from './jobs/demo-prune-job';
import { startGrantPruneJob } from './jobs/grant-prune-job';
import { startLocationPurgeJob } from './jobs/location-purge-job';
import { startLogoCleanupJob } from './jobs/logo-cleanup-job';
import { startReviewDigestJob } from './jobs/review-digest-job';
import { startEditLinkSender } from './jobs/edit-link-sender-job';
import { createEmailSeal } from './domain/email-seal';
import { authEditLinkMailer } from './rpc/auth-edit-link-mailer';
import { createLogoStorage } from './logos';
import { mapsNatsSide } from './nats-side';
import { SCHEMA, SERVICE } from './schema';

/** Composition root: the only place that creates infrastructure and wires it into the app. */
runMain(SERVICE, async () => {
  const config = loadMapsConfig();
  const { logger, knex, nc, shutdownSteps } = await startServiceInfrastructure({
    service: SERVICE,
    schema: SCHEMA,
    config,
    producesEvents: true,
  });
  const prefix = config.EVENTS_PREFIX;

  const storage = createLogoStorage(config);
  await storage.ensureBucket();
  const logoCleanup = startLogoCleanupJob({ knex, storage, logger });
  const grantPrune = startGrantPruneJob({ knex, logger });
  const locationPurge = startLocationPurgeJob({ knex, logger });
  const reviewDigests = startReviewDigestJob({ knex, logger });
  await seedDemoMap(knex, logger);
  const demoPrune = startDemoPruneJob({ knex, logger, ttlHours: config.DEMO_ADDITIONS_TTL_HOURS });
  const natsSide = await mapsNatsSide(config, { storage })({ nc, knex, prefix, logger });
  const emailSeal = createEmailSeal(config.MAP_PASSWORD_KEY);
  const editLinkSender = startEditLinkSender({
    knex,
    logger,
    emailSeal,
    mailer: authEditLinkMailer({ nc, prefix }),
  });
  const geocoder = createGeocoder({ knex, config, logger });
  const geocodeCachePrune = startGeocodeCachePruneJob({ knex, logger });
  const gazetteer = createGazetteerGeocoder({ logger });
  const importWorker = startImportWorker({
    knex,
    placing: { geocoder, nearest: gazetteer.nearest },
    logger,
  });
  const importPrune = startImportPruneJob({ knex, logger });
  const importParser = createImportParser({
    workers: config.IMPORT_PARSE_WORKERS,
    timeoutMs: config.IMPORT_PARSE_TIMEOUT_MS,
    heapMb: config.IMPORT_PARSE_HEAP_MB,
    maxWaiting: config.IMPORT_PARSE_QUEUE,
    logger,
  });
  const app = createApp({
    logger,
    knex,
    nc,
    identityPublicKey: config.IDENTITY_PUBLIC_KEY,
    config,
    storage,
    geocoder,
    importWorker,
    importParser,
    emailSeal,
    editLinkSender,
  });
  const http = await startHttpServer(app, { port: config.PORT, hosts: config.LISTEN_HOST, logger });

  onShutdown(
    logger,
    shutdownSteps([
      { name: 'http', run: http.close },
      ...natsSide,
      { name: 'logo cleanup', run: logoCleanup.stop },
      { name: 'grant prune', run: grantPrune.stop },
      { name: 'location purge', run: locationPurge.stop },
      { name: 'review digests', run: reviewDigests.stop },
      { name: 'demo prune', run: demoPrune.stop },
      { name: 'geocode cache prune', run: geocodeCachePrune.stop },
      { name: 'import worker', run: importWorker.stop },
      { name: 'import prune', run: importPrune.stop },
      { name: 'import parser', run: importParser.close },
      { name: 'edit link sender', run: editLinkSender.stop },
    ]),
  );
});
