/** @groupmap/contracts: the single source of wire truth for services and frontends. */
export * from './messages';
export * from './error-codes';
export * from './events';
export * from './domain';
export * from './requests';
export * from './client';
export * from './runtime-config';
export * from './rpc';
export * from './cookies';
export * from './live';
export * from './deployables';
