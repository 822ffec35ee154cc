import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./app` (hand-written instead of generated types, which would run tsc
 * inside every build): a component rendering the remote's routes under the shell's router.
 */
export interface RemoteAppModule {
  default: ComponentType;
}

export function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  return (
    typeof value === 'object' && value !== null && typeof (value as RemoteAppModule).default === 'function'
  );
}
