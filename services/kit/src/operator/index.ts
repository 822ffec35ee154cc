export * from './operator-args';
export * from './operator-config';
export * from './run-operator-command';
export * from './operator-actions';
