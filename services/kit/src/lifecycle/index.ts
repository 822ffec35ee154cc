export * from './start-http-server';
export * from './on-shutdown';
export * from './run-main';
export * from './start-service-infrastructure';
export * from './run-migrations';
