export { createLogoStorage, type LogoStorage, type LogoStorageConfig, type StoredLogo } from './logo-storage';
export { logoRouter, type LogoRouterDeps } from './logo-router';
export { isIssuedLogoUrl, attachLogo, deleteMapLogo, type DeleteLogoDeps } from './logo-records';
export {
  startLogoCleanupJob,
  UNATTACHED_LOGO_TTL_MS,
  type LogoCleanupDeps,
  type LogoCleanupJob,
} from './logo-cleanup-job';
