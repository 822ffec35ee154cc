export * from './messages';
export * from './batch-frame';
