import {
  ChangeAnnouncer,
  GATHER_MS,
  MIN_ANNOUNCEMENT_INTERVAL_MS,
  summariseChanges,
} from './change-announcer';

describe('summariseChanges', () => {
  it('says each kind of change once, singular for one', () => {
    expect(summariseChanges({ added: 2, changed: 0, removed: 0 })).toBe('2 locations added');
    expect(summariseChanges({ added: 1, changed: 1, removed: 1 })).toBe(
      '1 location added, 1 location changed, 1 location removed',
    );
    expect(summariseChanges({ added: 0, changed: 3, removed: 2 })).toBe(
      '3 locations changed, 2 locations removed',
    );
    expect(summariseChanges({ added: 0, changed: 0, removed: 0 })).toBe('');
  });
});

describe('ChangeAnnouncer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('tells a burst of changes in one announcement, then waits a few seconds before the next', () => {
    const announce = jest.fn();
    const announcer = new ChangeAnnouncer(announce, () => Date.now());
    announcer.add('added');
    announcer.add('added');
    announcer.add('removed');
    expect(announce).not.toHaveBeenCalled();
    jest.advanceTimersByTime(GATHER_MS);
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenLastCalledWith('2 locations added, 1 location removed');

    announcer.add('changed');
    jest.advanceTimersByTime(GATHER_MS);
    expect(announce).toHaveBeenCalledTimes(1);
    announcer.add('changed');
    jest.advanceTimersByTime(MIN_ANNOUNCEMENT_INTERVAL_MS - GATHER_MS - 1);
    expect(announce).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(announce).toHaveBeenCalledTimes(2);
    expect(announce).toHaveBeenLastCalledWith('2 locations changed');
  });

  it('announces nothing after it is disposed', () => {
    const announce = jest.fn();
    const announcer = new ChangeAnnouncer(announce);
    announcer.add('added');
    announcer.dispose();
    jest.advanceTimersByTime(MIN_ANNOUNCEMENT_INTERVAL_MS * 2);
    expect(announce).not.toHaveBeenCalled();
  });
});
