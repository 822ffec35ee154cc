// Consuming events: durable consumers with an inbox (and a service's table of them), broadcasts.
export * from './durable-consumer';
export * from './durable-consumers';
export * from './broadcast-subscription';
export * from './subscribed-event';
export { exponentialBackoff, type Backoff } from './retry-backoff';
