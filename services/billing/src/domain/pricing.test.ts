import { discountedTotalGbp } from './pricing';

describe('discountedTotalGbp', () => {
  it('charges the full price without a discount', () => {
    expect(discountedTotalGbp(45, null)).toBe(45);
  });

  it('takes the percentage off and rounds to the penny', () => {
    expect(discountedTotalGbp(45, 20)).toBe(36);
    expect(discountedTotalGbp(45, 33)).toBe(30.15);
    expect(discountedTotalGbp(100, 100)).toBe(0);
  });
});
