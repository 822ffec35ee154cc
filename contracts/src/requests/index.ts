export * from './auth';
export * from './maps';
export * from './billing';
export { tooLong } from './fields';
