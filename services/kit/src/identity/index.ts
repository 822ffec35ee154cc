export * from './identity';
export * from './sign-identity';
export * from './verify-identity';
export * from './identity-middleware';
export * from './key-pair';
export * from './session-handoff';
export * from './require-user';
export * from './session-secret';
