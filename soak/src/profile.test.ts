import { assignViewers } from './viewer-assignment';
import {
  ciProfile,
  contributorSessionsFor,
  faultSchedule,
  fullProfile,
  parseSoakArgs,
  viewersPerMap,
} from './profile';

describe('soak profiles', () => {
  it('keeps every contributor session at half the default per-session write limit', () => {
    // 60 writes per 10 minutes: 20 adds a second need 400 sessions at 30 each.
    expect(contributorSessionsFor(20)).toBe(400);
    expect(fullProfile().contributorSessions).toBe(400);
    expect(ciProfile().contributorSessions).toBe(100);
  });

  it('is the issue’s full run by default: 30 minutes, 1,000 viewers with 500 on one map, every fault', () => {
    const profile = fullProfile();
    expect(profile.minutes).toBe(30);
    expect(viewersPerMap(profile)).toHaveLength(20);
    expect(viewersPerMap(profile)[0]).toBe(500);
    expect(viewersPerMap(profile).reduce((sum, count) => sum + count, 0)).toBe(1000);
    expect(profile.faults).toEqual(['realtime', 'maps', 'gateway', 'nats', 'postgres']);
    expect(profile.resourceChecks).toBe(true);
    expect(fullProfile(10).resourceChecks).toBe(false);
  });

  it('spaces the faults evenly, with quiet before the first and after the last', () => {
    expect(faultSchedule(fullProfile(30)).map((fault) => fault.atMs / 60_000)).toEqual([5, 10, 15, 20, 25]);
    expect(faultSchedule(ciProfile(3))).toEqual([{ kind: 'realtime', atMs: 90_000 }]);
  });

  it('keeps each map’s viewers in one process, spreading the load', () => {
    const map = (id: number) => ({ id, permalink: `m${id}` });
    const shares = assignViewers(
      [
        { map: map(1), viewers: 500 },
        { map: map(2), viewers: 300 },
        { map: map(3), viewers: 250 },
        { map: map(4), viewers: 0 },
      ],
      2,
    );
    expect(shares.map((share) => share.map((entry) => entry.map.id))).toEqual([[1], [2, 3]]);
  });
});

describe('the soak command line', () => {
  it('runs the full profile for 30 minutes with every fault by default', () => {
    const profile = parseSoakArgs([]);
    expect(profile).toMatchObject({ name: 'full', minutes: 30 });
    expect(profile.faults).toEqual(['realtime', 'maps', 'gateway', 'nats', 'postgres']);
  });

  it('takes the small profile, the minutes and the faults to strike', () => {
    expect(parseSoakArgs(['--ci', '--minutes', '4'])).toMatchObject({ name: 'ci', minutes: 4 });
    expect(parseSoakArgs(['--minutes', '8', '--faults', 'gateway,maps']).faults).toEqual(['gateway', 'maps']);
    expect(parseSoakArgs(['--faults', 'none']).faults).toEqual([]);
  });

  it('refuses minutes that are not positive and faults it does not know', () => {
    expect(() => parseSoakArgs(['--minutes', '0'])).toThrow('--minutes');
    expect(() => parseSoakArgs(['--faults', 'gateway,disk'])).toThrow('--faults');
    expect(() => parseSoakArgs(['--faults'])).toThrow('--faults');
  });
});
