import {
  cleanCustomFields,
  findDuplicateFieldNames,
  normaliseFieldKey,
  validateCustomFieldNames,
} from './custom-fields';

describe('custom field names', () => {
  it('normalises a name to its matching key as spec section 3 says', () => {
    expect(normaliseFieldKey('Opening Hours')).toBe('opening_hours');
    expect(normaliseFieldKey('  --Phone #2!! ')).toBe('phone_2');
    expect(normaliseFieldKey('a...b___c')).toBe('a_b_c');
    expect(normaliseFieldKey('Café')).toBe('café');
    expect(normaliseFieldKey('!!!')).toBe('');
  });

  it('drops empty names and trims the others', () => {
    expect(cleanCustomFields(['', ' Phone ', '   ', 'Website'])).toEqual(['Phone', 'Website']);
  });

  it('finds names that share a key with an earlier one', () => {
    expect(
      findDuplicateFieldNames(['Opening hours', 'Phone', 'opening-hours', 'PHONE', 'Opening hours']),
    ).toEqual(['opening-hours', 'PHONE', 'Opening hours']);
    expect(findDuplicateFieldNames(['Phone', 'Website'])).toEqual([]);
  });

  it('refuses a list with clashing, unnamed or overlong names', () => {
    expect(validateCustomFieldNames(['Phone', 'Website'])).toBeNull();
    expect(validateCustomFieldNames(['Phone', 'phone'])).toBe(
      'Custom field names must be different from each other',
    );
    expect(validateCustomFieldNames(['???'])).toBe('Custom field names must contain a letter or a number');
    expect(validateCustomFieldNames(['x'.repeat(51)])).toBe(
      'Custom field name must be 50 characters or less',
    );
  });
});
