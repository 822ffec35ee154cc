export * from './serve-rpc';
export * from './request-rpc';
