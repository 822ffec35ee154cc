import { dataFile, dataFileName } from './data-file';

describe('dataFileName', () => {
  it('names the file after the username', () => {
    expect(dataFileName('alice')).toBe('groupmap-data-alice.json');
    expect(dataFileName('Zoë_2.0')).toBe('groupmap-data-Zoë_2.0.json');
  });

  it('replaces what a file name cannot hold', () => {
    expect(dataFileName('a/b:c d')).toBe('groupmap-data-a_b_c_d.json');
  });
});

describe('dataFile', () => {
  it('puts the export time first, then the three parts as the services answered them', () => {
    const file = dataFile(
      { account: { username: 'a' }, maps: { maps: [] }, billing: { checkouts: [] } },
      new Date(0),
    );
    expect(file).toEqual({
      exportedAt: '1970-01-01T00:00:00.000Z',
      account: { username: 'a' },
      maps: { maps: [] },
      billing: { checkouts: [] },
    });
    expect(Object.keys(file)[0]).toBe('exportedAt');
  });
});
