import { resumePoint } from './resume-point';

describe('resumePoint', () => {
  it('is null when the URL names no `since` or `epoch`: live changes only', () => {
    expect(resumePoint('/ws/map/abc')).toBeNull();
    expect(resumePoint('/ws/map/abc?other=1')).toBeNull();
    expect(resumePoint(undefined)).toBeNull();
  });

  it('reads the last seen sequence and its epoch', () => {
    expect(resumePoint('/ws/map/abc?since=12&epoch=e-1')).toEqual({
      since: 12,
      epoch: 'e-1',
      malformed: false,
    });
    expect(resumePoint('/ws/map/abc?since=0')).toEqual({ since: 0, epoch: null, malformed: false });
    expect(resumePoint('/ws/map/abc?epoch=e-1')).toEqual({ since: null, epoch: 'e-1', malformed: false });
  });

  it('marks a value that is not a sequence or an epoch as malformed, never guessing', () => {
    for (const since of ['-1', '1.5', 'x', '', '1e3', '9999999999999999']) {
      expect(resumePoint(`/ws/map/abc?since=${since}&epoch=e`)).toMatchObject({
        since: null,
        malformed: true,
      });
    }
    expect(resumePoint(`/ws/map/abc?since=1&epoch=${'e'.repeat(101)}`)).toMatchObject({
      since: 1,
      epoch: null,
      malformed: true,
    });
    expect(resumePoint('/ws/map/abc?since=1&epoch=')).toMatchObject({ malformed: true });
  });
});
