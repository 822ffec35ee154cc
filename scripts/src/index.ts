// The local runner's programmatic API, for the end-to-end tests and tools that need the platform.
export {
  startPlatform,
  type Platform,
  type RunningProcess,
  type StartPlatformOptions,
} from './runner/platform';
export { readPlatformState, stateFilePath, type PlatformState, type ProcessEntry } from './runner/state-file';
export { StepFailure } from './runner/step-failure';
export { startStaticServer, type StaticServer, type StaticServerOptions } from '@groupmap/frontend-server';
