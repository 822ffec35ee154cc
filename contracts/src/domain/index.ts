export * from './plans';
export * from './plan-rules';
export * from './permalink';
export * from './custom-fields';
export * from './credentials';
export * from './logo';
export * from './text-limits';
