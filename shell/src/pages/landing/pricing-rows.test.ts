import { PLAN_LIST, PLANS } from '@groupmap/contracts';
import { featuresOnEveryPlan, formatGbp, pricingRows } from './pricing-rows';

function rowTexts(label: string) {
  const row = pricingRows(PLAN_LIST).find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no row ${label}`);
  return row.cells.map((cell) => (cell.kind === 'text' ? cell.text : cell.included));
}

describe('pricingRows', () => {
  it('shows the yearly price and the marketed monthly figure of each plan in pounds', () => {
    expect(rowTexts('Price per year')).toEqual(['£0', '£45', '£100']);
    expect(rowTexts('Per month, billed yearly')).toEqual(['£0', '£3.75', '£8.50']);
  });

  it('shows the map, location and custom-field limits of the contracts plan table', () => {
    expect(rowTexts('Maps')).toEqual(['1', '3', '50']);
    expect(rowTexts('Locations per map')).toEqual(['100', '1,000', '10,000']);
    expect(rowTexts('Custom fields')).toEqual(['None', '5', '10']);
  });

  it('includes password protection and the logo on pro and business, priority support on business only', () => {
    expect(rowTexts('Password protection')).toEqual([false, true, true]);
    expect(rowTexts('Custom branding (logo)')).toEqual([false, true, true]);
    expect(rowTexts('Priority support')).toEqual([false, false, true]);
  });

  it('follows a change in the plan table', () => {
    const cheaperPro = { ...PLANS.pro, yearlyPriceGbp: 39.5, limits: { ...PLANS.pro.limits, maps: 4 } };
    const [price, , maps] = pricingRows([cheaperPro]);
    expect(price?.cells).toEqual([{ kind: 'text', text: '£39.50' }]);
    expect(maps?.cells).toEqual([{ kind: 'text', text: '4' }]);
  });
});

describe('formatGbp', () => {
  it('shows pence only when there are any', () => {
    expect(formatGbp(100)).toBe('£100');
    expect(formatGbp(8.5)).toBe('£8.50');
    expect(formatGbp(1234)).toBe('£1,234');
  });
});

describe('featuresOnEveryPlan', () => {
  it('lists the feature lines that free, pro and business all carry', () => {
    expect(featuresOnEveryPlan(PLAN_LIST)).toEqual([
      'Real-time collaboration',
      'Share by link, embed and QR code',
    ]);
  });
});
