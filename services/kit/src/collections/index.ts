export * from './bounded-map';
