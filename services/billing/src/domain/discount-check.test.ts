import { messages } from '@groupmap/contracts';
import { checkDiscountCode } from './discount-check';

describe('checkDiscountCode', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const code = { code: 'SPRING10', percentOff: 10, expiresAt: null, active: true };

  it('grants the stored code and percentage', () => {
    expect(checkDiscountCode(code, now)).toEqual({ code: 'SPRING10', percentOff: 10 });
  });

  it('refuses an unknown or switched-off code as invalid', () => {
    expect(() => checkDiscountCode(null, now)).toThrow(messages.invalidDiscountCode);
    expect(() => checkDiscountCode({ ...code, active: false }, now)).toThrow(messages.invalidDiscountCode);
  });

  it('refuses a code from its expiry on as expired, and accepts it before', () => {
    const expiresAt = new Date('2026-03-01T12:00:00.000Z');
    expect(() => checkDiscountCode({ ...code, expiresAt }, now)).toThrow(messages.discountCodeExpired);
    expect(checkDiscountCode({ ...code, expiresAt }, new Date('2026-03-01T11:59:59.000Z'))).toEqual({
      code: 'SPRING10',
      percentOff: 10,
    });
  });
});
