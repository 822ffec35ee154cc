export * from './test-identity';
export * from './unreachable';
export * from './describe-service-wiring';
export * from './wait-for';
