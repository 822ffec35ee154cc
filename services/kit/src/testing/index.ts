export * from './test-identity';
export * from './unreachable';
export * from './describe-service-wiring';
