export * from './one-time-token';
export * from './contributor-email-key';
