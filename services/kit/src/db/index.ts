export * from './create-db';
export * from './migrate-schema';
export * from './migration-source';
export * from './wait-for-database';
