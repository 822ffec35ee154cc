export * from './start-periodic-job';
