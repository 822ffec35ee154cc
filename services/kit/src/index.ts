/**
 * @groupmap/svc-kit: the runtime every Groupmap service shares, written once.
 * Test helpers live apart, in `@groupmap/svc-kit/testing`.
 */
export * from './config';
export * from './logging';
export * from './http';
export * from './health';
export * from './identity';
export * from './secrets';
export * from './db';
export * from './rate-limit';
export * from './lifecycle';
export * from './jobs';
export * from './nats';
export * from './outbox';
export * from './consume';
export * from './rpc';
export * from './metrics';
export * from './operator';
export * from './collections';
