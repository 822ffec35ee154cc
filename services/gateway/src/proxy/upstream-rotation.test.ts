import { createUpstreamRotation } from './upstream-rotation';

const A = 'http://127.0.0.1:4003';
const B = 'http://127.0.0.1:4013';
const C = 'http://127.0.0.1:4023';

function take(rotation: { next(): string }, count: number): string[] {
  return Array.from({ length: count }, () => rotation.next());
}

describe('createUpstreamRotation', () => {
  it('hands out the upstreams in turn', () => {
    expect(take(createUpstreamRotation([A, B, C]), 7)).toEqual([A, B, C, A, B, C, A]);
  });

  it('always hands out the only upstream, even after it refused', () => {
    const rotation = createUpstreamRotation([A]);
    rotation.markRefused(A);
    expect(take(rotation, 3)).toEqual([A, A, A]);
  });

  it('passes over a refusing upstream for the cooldown, then takes it back in turn', () => {
    let clock = 1_000;
    const rotation = createUpstreamRotation([A, B, C], { cooldownMs: 500, now: () => clock });
    expect(rotation.next()).toBe(A);
    rotation.markRefused(B);
    expect(take(rotation, 4)).toEqual([C, A, C, A]);
    clock += 499;
    expect(rotation.next()).toBe(C);
    clock += 1;
    expect(take(rotation, 3)).toEqual([A, B, C]);
  });

  it('keeps rotating over all of them when every one refused', () => {
    const rotation = createUpstreamRotation([A, B], { cooldownMs: 500, now: () => 0 });
    rotation.markRefused(A);
    rotation.markRefused(B);
    expect(take(rotation, 4)).toEqual([A, B, A, B]);
  });

  it('ignores a refusal of an upstream it does not hand out', () => {
    const rotation = createUpstreamRotation([A, B], { now: () => 0 });
    rotation.markRefused('http://127.0.0.1:9999');
    expect(take(rotation, 2)).toEqual([A, B]);
  });
});
