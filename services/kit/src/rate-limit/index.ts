export * from './rate-limit-table';
export * from './create-rate-limiter';
export * from './ip-rate-limit-key';
