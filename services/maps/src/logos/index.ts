export { createLogoStorage, type LogoStorage, type LogoStorageConfig, type StoredLogo } from './logo-storage';
export { isIssuedLogoUrl, attachLogo, deleteMapLogo, type DeleteLogoDeps } from './logo-records';
