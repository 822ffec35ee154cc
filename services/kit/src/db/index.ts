export * from './create-db';
export * from './migrate-schema';
