import { IDENTITY_HEADER, verifyIdentityToken, type Identity } from '@groupmap/svc-kit';
import { testIdentityKeys } from '@groupmap/svc-kit/testing';
import { isServiceUpstream, type UpstreamName } from '../../src/upstreams';
import type { Echo } from './fake-upstream';

/**
 * The identity an echo upstream received, verified as that upstream would verify it (its own name as
 * the audience, the request id from `x-request-id` beside the token); null when it got no token or
 * one it must refuse.
 */
export function identityIn(echo: Echo): Identity | null {
  const upstream = echo.upstream as UpstreamName;
  const token = echo.headers[IDENTITY_HEADER] as string | undefined;
  if (!isServiceUpstream(upstream)) return null;
  return verifyIdentityToken(
    testIdentityKeys.publicKey,
    token,
    upstream,
    echo.headers['x-request-id'] as string,
  );
}
