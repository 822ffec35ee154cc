import { assertEventsPrefix } from '../events/subjects';

/**
 * Request/reply subjects between services. They live under `rpc.` (after the prefix), never under a
 * producer's `<service>.` root: JetStream streams capture `auth.>`, `maps.>` and `billing.>`, and a
 * request published on a captured subject would be stored and answered by the stream's publish
 * acknowledgement instead of by the service.
 */
export const RPC_NAMES = [
  'auth.session.resolve',
  'auth.session.create',
  'auth.user.lookup',
  'auth.user.get',
  'auth.mail.edit-link',
  'maps.access.check',
  'maps.changes.since',
] as const;
export type RpcName = (typeof RPC_NAMES)[number];

/** `rpc.auth.session.resolve`, or `abc.rpc.auth.session.resolve` with prefix `abc`. */
export function rpcSubject(prefix: string, name: RpcName): string {
  assertEventsPrefix(prefix);
  return prefix ? `${prefix}.rpc.${name}` : `rpc.${name}`;
}
