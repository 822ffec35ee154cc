export * from './auth';
export * from './account';
export * from './account-deletion';
export * from './password';
export * from './maps';
export * from './billing';
export { tooLong } from './fields';
export * from './map-import';
