export * from './create-logger';
export * from './request-id';
export * from './request-context';
