import { embedPermalink } from './embed-permalink';

describe('embedPermalink', () => {
  it('reads the permalink of an embed address', () => {
    expect(embedPermalink('/embed/test')).toBe('test');
    expect(embedPermalink('/embed/community-garden/')).toBe('community-garden');
    expect(embedPermalink('/embed/caf%C3%A9')).toBe('café');
  });

  it('finds none in other paths', () => {
    for (const path of ['/embed/', '/embed', '/map/test', '/embed/a/b', '/embed/%E0%A4%A']) {
      expect(embedPermalink(path)).toBeUndefined();
    }
  });
});
