// NATS plumbing: connections, credentials and permissions, streams, the publisher, request ids.
export * from './connect-nats';
export * from './nats-credentials';
export * from './nats-permissions';
export * from './nats-auth-config';
export * from './ensure-stream';
export * from './nats-request-id';
export { createJetStreamPublisher } from './jetstream-publisher';
