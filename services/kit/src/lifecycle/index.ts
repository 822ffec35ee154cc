export * from './start-http-server';
export * from './listen-hosts';
export * from './on-shutdown';
export * from './shutdown-state';
export * from './run-main';
export * from './start-service-infrastructure';
export * from './run-migrations';
export * from './nats-side';
