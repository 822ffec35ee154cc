import { formatDate, formatGbp } from './format';

describe('formatGbp', () => {
  it('shows whole pounds without pence and other amounts with two decimals', () => {
    expect(formatGbp(45)).toBe('£45');
    expect(formatGbp(0)).toBe('£0');
    expect(formatGbp(3.75)).toBe('£3.75');
    expect(formatGbp(8.5)).toBe('£8.50');
  });
});

describe('formatDate', () => {
  it('writes the day, the month name and the year, in UTC', () => {
    expect(formatDate('2027-11-21T23:30:00.000Z')).toBe('21 November 2027');
  });
});
