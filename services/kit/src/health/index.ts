export * from './health-router';
export * from './checks';
