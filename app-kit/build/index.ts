/** Build-time helpers shared by the frontends' rspack configs (not part of the runtime kit). */
export {
  federationDefaults,
  reactRouterFacade,
  remoteExperiments,
  remoteSharedDependencies,
  sharedDependencies,
} from './shared-dependencies';
export {
  buildMode,
  frontendConfig,
  type BuildMode,
  type FrontendConfigOptions,
  type HtmlPage,
} from './rspack-base';
export { devServerSettings, type DevServerSettings, type RspackCliEnv } from './dev-server';
