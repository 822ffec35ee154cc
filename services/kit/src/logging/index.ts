export * from './create-logger';
export * from './request-id';
export * from './request-id-context';
export * from './request-context';
