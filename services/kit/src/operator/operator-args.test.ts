import { parseOperatorArgs } from './operator-args';

describe('parseOperatorArgs', () => {
  it('takes each named option and --by and --reason, trimmed', () => {
    expect(parseOperatorArgs(['--map', 'town', '--by', ' Ada ', '--reason', 'Takedown #1'], ['map'])).toEqual(
      { ok: true, values: { map: 'town', by: 'Ada', reason: 'Takedown #1' } },
    );
  });

  it.each([
    [['--map', 'town', '--reason', 'x'], '--by is required'],
    [['--map', 'town', '--by', 'Ada'], '--reason is required'],
    [['--map', 'town', '--by', ' ', '--reason', 'x'], '--by is required'],
    [['--by', 'Ada', '--reason', 'x'], '--map is required'],
  ])('refuses %j: %s', (args, problem) => {
    expect(parseOperatorArgs(args, ['map'])).toEqual({ ok: false, problem });
  });

  it('refuses unknown options and positional arguments', () => {
    expect(parseOperatorArgs(['--map', 'a', '--by', 'b', '--reason', 'c', '--force'], ['map']).ok).toBe(
      false,
    );
    expect(parseOperatorArgs(['town', '--by', 'b', '--reason', 'c'], ['map']).ok).toBe(false);
  });
});
