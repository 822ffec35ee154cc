export * from './subjects';
export * from './sessions';
export * from './users';
