import { formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  it('gives seconds under a minute and whole minutes from there', () => {
    expect(formatTimeLeft(40)).toBe('40 s');
    expect(formatTimeLeft(0)).toBe('0 s');
    expect(formatTimeLeft(59.7)).toBe('1 min');
    expect(formatTimeLeft(60)).toBe('1 min');
    expect(formatTimeLeft(125)).toBe('2 min');
  });
});
