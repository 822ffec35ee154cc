export * from './plans';
export * from './plan-rules';
export * from './permalink';
export * from './custom-fields';
export * from './credentials';
export * from './map-password';
export * from './logo';
export * from './text-limits';
