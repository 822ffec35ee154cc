export * from './test-identity';
export * from './unreachable';
export * from './describe-service-wiring';
export * from './wait-for';
export * from './nats-test-server';
export * from './secured-nats';
export * from './nats-side-violations';
export * from './metric-sample';
