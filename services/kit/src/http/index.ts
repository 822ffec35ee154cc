export * from './http-error';
export * from './send-error';
export * from './error-handler';
export * from './validate-body';
export * from './create-service-app';
export * from './control-characters';
export * from './refuse-control-characters';
export * from './no-store';
