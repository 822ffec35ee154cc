import { FIRST_RECONNECT_MS, MAX_RECONNECT_MS, reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('waits 1 second first, then doubles', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 4].map((attempt) => reconnectDelay(attempt, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it('spreads clients by up to half again, never under 1 s nor over the cap', () => {
    expect(reconnectDelay(0, () => 0.999)).toBe(1500);
    expect(reconnectDelay(2, () => 0.5)).toBe(5000);
    for (let attempt = 0; attempt < 40; attempt += 1) {
      for (const random of [0, 0.25, 0.999]) {
        const delay = reconnectDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(FIRST_RECONNECT_MS);
        expect(delay).toBeLessThanOrEqual(MAX_RECONNECT_MS);
      }
    }
    expect(reconnectDelay(30, () => 0.999)).toBeGreaterThan(MAX_RECONNECT_MS - 20);
    expect(reconnectDelay(30, () => 0)).toBeLessThan(MAX_RECONNECT_MS);
  });
});
