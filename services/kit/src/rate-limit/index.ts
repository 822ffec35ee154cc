export * from './rate-limit-table';
export * from './create-rate-limiter';
