// The local runner's programmatic API, for the end-to-end tests, benchmarks and tools that need the
// platform: bench/ and e2e/ import @groupmap/scripts through this file only (package.json "exports").
export {
  startPlatform,
  type Platform,
  type RunningProcess,
  type StartPlatformOptions,
} from './runner/platform';
export { readPlatformState, stateFilePath, type PlatformState, type ProcessEntry } from './runner/state-file';
export { stopPid } from './runner/pids';
export { StepFailure } from './runner/step-failure';
export { startTestPlatform, testPlatformEnv, type TestPlatform } from './test-run/test-platform';
export { chromiumLaunchOptions } from './test-run/chromium';
export { buildService } from './build/build-service';
export {
  MIGRATED_SERVICE_NAMES,
  runMigration,
  serviceDir,
  SERVICE_NAMES,
  startService,
  type BuiltServiceName,
  type ServiceMode,
} from './build/service-process';
export { startThrowawayEnv } from './build/throwaway-env';
export { ApiSession, keepSetCookies } from './containers/api-session';
export { startStaticServer, type StaticServer, type StaticServerOptions } from '@groupmap/frontend-server';
export { ensureNatsServerBinary } from './runner/nats-server-binary';
export { createOutput, type Output } from './runner/output';
export { realtimeReplicaName } from './runner/realtime-replicas';
export { answers } from './runner/readiness';
