import {
  domainMessages,
  formatMessage,
  isContractMessage,
  linkedLocationsMessage,
  mapLimitMessage,
  messages,
  screenMessages,
  serviceMessages,
  tooManyAttemptsMessage,
  validationMessages,
} from '.';

describe('messages', () => {
  it('fills every placeholder of a template', () => {
    expect(formatMessage(messages.customFieldsLimit, { n: 5 })).toBe(
      'Custom fields limit reached: Your plan allows a maximum of 5 custom fields.',
    );
    expect(formatMessage(messages.loadError, { message: 'Network down' })).toBe('Error: Network down');
  });

  it('throws rather than leave a placeholder unfilled', () => {
    expect(() =>
      formatMessage('{field} must be {n} characters or less' as string, { field: 'Name' }),
    ).toThrow(/\{n\}/);
  });

  it('uses the singular for a one-map plan and the plural above', () => {
    expect(mapLimitMessage(1)).toBe('Map limit reached: Your plan allows a maximum of 1 map.');
    expect(mapLimitMessage(3)).toBe('Map limit reached: Your plan allows a maximum of 3 maps.');
  });

  it('rounds rate-limit waits up to whole minutes, with a singular minute', () => {
    expect(tooManyAttemptsMessage(5)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(601)).toBe('Too many attempts. Try again in 11 minutes.');
  });

  it('counts the locations a sign-in linked, with a singular location', () => {
    expect(linkedLocationsMessage(1).description).toBe('1 location you added is now linked to your account.');
    expect(linkedLocationsMessage(2)).toEqual({
      title: 'Your locations are linked',
      description: '2 locations you added are now linked to your account.',
      variant: 'default',
    });
  });

  it('keeps the permalink-taken text recognisable by the spec client check', () => {
    expect(messages.permalinkTaken).toContain('permalink already exists');
  });

  it("never lets one message group overwrite another group's key", () => {
    const groups = [validationMessages, domainMessages, serviceMessages, screenMessages];
    const keys = groups.flatMap((group) => Object.keys(group));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('isContractMessage', () => {
  it('recognises plain messages and filled-in templates', () => {
    expect(isContractMessage('Permalink is required')).toBe(true);
    expect(isContractMessage('Map limit reached: Your plan allows a maximum of 3 maps.')).toBe(true);
    expect(isContractMessage('Name must be 100 characters or less')).toBe(true);
  });

  it('refuses library wording, partial matches and non-strings', () => {
    expect(isContractMessage('Invalid input: expected string, received undefined')).toBe(false);
    expect(isContractMessage('Permalink is required!')).toBe(false);
    expect(isContractMessage('Map limit reached: Your plan allows a maximum of maps.')).toBe(false);
    expect(isContractMessage(undefined)).toBe(false);
  });
});
