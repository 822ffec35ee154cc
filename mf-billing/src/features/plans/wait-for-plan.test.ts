import type { PlanId } from '@groupmap/contracts';
import { waitForPlan } from './wait-for-plan';

const answers = (...plans: (PlanId | null)[]) => {
  const readUser = jest.fn(async () => {
    const plan = plans.length > 1 ? plans.shift() : plans[0];
    return plan ? { currentPlan: plan } : null;
  });
  return readUser;
};

describe('waitForPlan', () => {
  it('asks again until the new plan arrives, then stops', async () => {
    const readUser = answers('free', 'free', 'pro', 'pro');
    const signal = new AbortController().signal;
    await expect(
      waitForPlan({ readUser, arrived: (user) => user.currentPlan === 'pro', signal, intervalMs: 1 }),
    ).resolves.toBe(true);
    expect(readUser).toHaveBeenCalledTimes(3);
  });

  it('gives up after the given number of attempts', async () => {
    const readUser = answers('free');
    const signal = new AbortController().signal;
    await expect(
      waitForPlan({
        readUser,
        arrived: (user) => user.currentPlan === 'pro',
        signal,
        attempts: 4,
        intervalMs: 1,
      }),
    ).resolves.toBe(false);
    expect(readUser).toHaveBeenCalledTimes(4);
  });

  it('stops at once when the visitor is signed out or the page is left', async () => {
    const signedOut = answers(null);
    const signal = new AbortController().signal;
    await expect(
      waitForPlan({ readUser: signedOut, arrived: () => true, signal, intervalMs: 1 }),
    ).resolves.toBe(false);
    expect(signedOut).toHaveBeenCalledTimes(1);

    const left = new AbortController();
    left.abort();
    const readUser = answers('free');
    await expect(waitForPlan({ readUser, arrived: () => true, signal: left.signal })).resolves.toBe(false);
    expect(readUser).not.toHaveBeenCalled();
  });
});
