export * from './test-identity';
export * from './unreachable';
