export * from './messages';
export * from './batch-frame';
export * from './reconnect-delay';
