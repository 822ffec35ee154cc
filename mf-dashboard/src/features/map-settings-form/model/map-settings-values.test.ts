import { domainMessages, validationMessages } from '@groupmap/contracts';
import {
  EMPTY_MAP_SETTINGS,
  allowancesFor,
  createMapRequest,
  isPermalinkTakenMessage,
  updateMapRequest,
  validateMapSettings,
  valuesFromMap,
  type MapDetails,
  type MapSettingsValues,
} from './map-settings-values';

const valid: MapSettingsValues = { ...EMPTY_MAP_SETTINGS, name: 'Cafés', permalink: 'cafes' };

const storedMap: MapDetails = {
  id: 7,
  permalink: 'cafes',
  name: 'Cafés',
  description: null,
  customFields: ['a', 'b', 'c'],
  passwordProtected: true,
  password: 'secret',
  logoUrl: '/api/logos/x.png',
  whoCanAdd: 'signed-in',
  reviewNewLocations: false,
  requiresPassword: false,
  isOwner: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('validateMapSettings', () => {
  it('asks for a name and a permalink on an empty create form', () => {
    expect(validateMapSettings(EMPTY_MAP_SETTINGS, { creating: true })).toEqual({
      name: validationMessages.mapNameRequired,
      permalink: validationMessages.permalinkRequired,
    });
  });

  it('gives the section 5 permalink messages in rule order', () => {
    const check = (permalink: string) =>
      validateMapSettings({ ...valid, permalink }, { creating: true }).permalink;
    expect(check('my map')).toBe(validationMessages.permalinkInvalidCharacters);
    expect(check('-cafes')).toBe(validationMessages.permalinkHyphenAtEdge);
    expect(check('a'.repeat(51))).toBe(validationMessages.permalinkTooLong);
    expect(check('cafes')).toBeUndefined();
  });

  it('does not check the permalink when editing, since it cannot change', () => {
    expect(validateMapSettings({ ...valid, permalink: '' }, { creating: false })).toEqual({});
  });

  it('requires a password when protection is turned on, unless the stored map already has one', () => {
    const protectedValues = { ...valid, passwordProtected: true };
    expect(validateMapSettings(protectedValues, { creating: true }).password).toBe(
      validationMessages.mapPasswordRequired,
    );
    expect(
      validateMapSettings(protectedValues, { creating: false, storedPasswordProtected: true }).password,
    ).toBeUndefined();
  });

  it('refuses a new map password of fewer than 6 characters, on create and on edit', () => {
    const withPassword = (password: string) => ({ ...valid, passwordProtected: true, password });
    expect(validateMapSettings(withPassword('12345'), { creating: true }).password).toBe(
      validationMessages.passwordTooShort,
    );
    expect(validateMapSettings(withPassword('123456'), { creating: true }).password).toBeUndefined();
    const editing = { creating: false, storedPasswordProtected: true, storedPassword: 'secret' };
    expect(validateMapSettings(withPassword('12345'), editing).password).toBe(
      validationMessages.passwordTooShort,
    );
    expect(
      validateMapSettings(withPassword('12345'), { creating: false, storedPasswordProtected: false })
        .password,
    ).toBe(validationMessages.passwordTooShort);
  });

  it('lets an edit keep the stored password, empty or unchanged, even one shorter than the rule', () => {
    const editing = { creating: false, storedPasswordProtected: true, storedPassword: 'abc' };
    const values = { ...valid, passwordProtected: true };
    expect(validateMapSettings({ ...values, password: '' }, editing).password).toBeUndefined();
    expect(validateMapSettings({ ...values, password: 'abc' }, editing).password).toBeUndefined();
    expect(validateMapSettings({ ...values, password: 'abcd' }, editing).password).toBe(
      validationMessages.passwordTooShort,
    );
  });

  it('refuses custom field names that share a key', () => {
    const values = { ...valid, customFields: ['Opening hours', 'opening-hours'] };
    expect(validateMapSettings(values, { creating: true }).customFields).toBe(
      validationMessages.customFieldsDuplicate,
    );
  });
});

describe('map requests', () => {
  it('drops empty custom field names and sends the password empty when protection is off', () => {
    const body = createMapRequest({
      ...valid,
      description: '  ',
      customFields: [' Phone ', '', '  '],
      password: 'left over',
    });
    expect(body).toEqual({
      name: 'Cafés',
      description: null,
      permalink: 'cafes',
      customFields: ['Phone'],
      passwordProtected: false,
      password: '',
      logoUrl: null,
      whoCanAdd: 'anyone',
      reviewNewLocations: false,
    });
  });

  it('starts a new map open to anyone with the link, and sends the stored or chosen "who can add"', () => {
    expect(EMPTY_MAP_SETTINGS.whoCanAdd).toBe('anyone');
    const stored = valuesFromMap(storedMap);
    expect(stored.whoCanAdd).toBe('signed-in');
    expect(updateMapRequest(stored, storedMap).whoCanAdd).toBe('signed-in');
    expect(updateMapRequest({ ...stored, whoCanAdd: 'owner' }, storedMap).whoCanAdd).toBe('owner');
  });

  it('starts a new map without review, and sends the stored or chosen review setting (issue 24)', () => {
    expect(EMPTY_MAP_SETTINGS.reviewNewLocations).toBe(false);
    const reviewed = valuesFromMap({ ...storedMap, reviewNewLocations: true });
    expect(reviewed.reviewNewLocations).toBe(true);
    expect(updateMapRequest(reviewed, storedMap).reviewNewLocations).toBe(true);
    expect(updateMapRequest({ ...reviewed, reviewNewLocations: false }, storedMap).reviewNewLocations).toBe(
      false,
    );
    expect(createMapRequest({ ...valid, reviewNewLocations: true }).reviewNewLocations).toBe(true);
  });

  it('never sends the permalink in an edit', () => {
    expect(updateMapRequest(valid)).not.toHaveProperty('permalink');
  });

  it('sends an edit’s unchanged stored password empty ("keep it") and a changed one as typed', () => {
    const values = { ...valid, passwordProtected: true };
    expect(updateMapRequest({ ...values, password: 'secret' }, storedMap).password).toBe('');
    expect(updateMapRequest({ ...values, password: 'secret2' }, storedMap).password).toBe('secret2');
    const unprotected = { ...storedMap, passwordProtected: false, password: null };
    expect(updateMapRequest({ ...values, password: 'secret' }, unprotected).password).toBe('secret');
  });
});

describe('allowancesFor', () => {
  it('locks password, logo and custom fields on the free plan', () => {
    expect(allowancesFor('free')).toEqual({
      passwordProtection: false,
      logo: false,
      customFieldLimit: 0,
      customFieldMax: 0,
    });
  });

  it('allows custom branding on pro (decisions.md)', () => {
    expect(allowancesFor('pro').logo).toBe(true);
  });

  it('keeps what a stored map has after a downgrade', () => {
    expect(allowancesFor('free', storedMap)).toEqual({
      passwordProtection: true,
      logo: true,
      customFieldLimit: 0,
      customFieldMax: 3,
    });
  });
});

describe('isPermalinkTakenMessage', () => {
  it('recognises the service refusal for a taken permalink', () => {
    expect(isPermalinkTakenMessage(domainMessages.permalinkTaken)).toBe(true);
    expect(isPermalinkTakenMessage('Name is required')).toBe(false);
  });
});
