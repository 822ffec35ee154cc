import type { ApiSchema } from './client';
import type { PlanId } from './domain/plans';
import type { SubscriptionStatus } from './events/payloads';
import type { RuntimeConfig } from './runtime-config';
import { RUNTIME_CONFIG_PATH } from './runtime-config';
import type { paths } from './generated/openapi';

/** Compiles only when A and B are mutually assignable; tsc runs over tests, so drift fails the typecheck. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree = <T extends true>(value: T) => value;

describe('hand-written types and the generated OpenAPI types', () => {
  it('agree on runtime config, plans and subscription statuses', () => {
    expect(agree<Same<RuntimeConfig, ApiSchema<'RuntimeConfig'>>>(true)).toBe(true);
    expect(agree<Same<PlanId, ApiSchema<'PlanId'>>>(true)).toBe(true);
    expect(agree<Same<SubscriptionStatus, ApiSchema<'SubscriptionStatus'>>>(true)).toBe(true);
  });

  it('serve the runtime config at the path the contract names', () => {
    const path: keyof paths = RUNTIME_CONFIG_PATH;
    expect(path).toBe('/runtime-config.json');
  });
});
