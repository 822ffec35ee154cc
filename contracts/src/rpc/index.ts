export * from './subjects';
export * from './sessions';
export * from './users';
export * from './maps';
export * from './map-changes';
export * from './mail';
