import {
  cleanCustomFields,
  findDuplicateFieldNames,
  isReservedFieldName,
  normaliseFieldKey,
  ownValue,
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

  it('refuses names an object inherits, by key or as written (issue 21)', () => {
    for (const name of ['constructor', 'Constructor', ' CONSTRUCTOR ', 'toString', '__proto__', 'valueOf']) {
      expect({ name, reserved: isReservedFieldName(name) }).toEqual({ name, reserved: true });
    }
    for (const name of ['Phone', 'constructors', 'Opening hours', 'proto', 'to string']) {
      expect({ name, reserved: isReservedFieldName(name) }).toEqual({ name, reserved: false });
    }
    expect(validateCustomFieldNames(['Phone', 'constructor'])).toBe('This field name is reserved.');
  });

  it('reads a value only when the record holds it itself', () => {
    const record = JSON.parse('{"phone":"123","__proto__":"x"}') as Record<string, string>;
    expect(ownValue(record, 'phone')).toBe('123');
    expect(ownValue(record, 'constructor')).toBeUndefined();
    expect(ownValue(record, 'toString')).toBeUndefined();
    expect(ownValue(record, '__proto__')).toBe('x');
  });
});
