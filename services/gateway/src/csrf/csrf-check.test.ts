import { passesCsrfCheck } from './csrf-check';

const expected = { token: 'tok-of-this-session', publicOrigin: 'https://maps.example' };

describe('passesCsrfCheck', () => {
  it('passes when header and cookie carry the session token and the Origin is ours or absent', () => {
    const proof = { header: expected.token, cookie: expected.token };
    expect(passesCsrfCheck({ ...proof, origin: 'https://maps.example' }, expected)).toBe(true);
    expect(passesCsrfCheck({ ...proof, origin: undefined }, expected)).toBe(true);
  });

  it('fails without the header or the cookie, or when they differ', () => {
    expect(passesCsrfCheck({ header: undefined, cookie: expected.token, origin: undefined }, expected)).toBe(
      false,
    );
    expect(passesCsrfCheck({ header: expected.token, cookie: undefined, origin: undefined }, expected)).toBe(
      false,
    );
    expect(passesCsrfCheck({ header: expected.token, cookie: 'other', origin: undefined }, expected)).toBe(
      false,
    );
  });

  it("fails for another session's token even when header and cookie agree", () => {
    expect(
      passesCsrfCheck({ header: 'tok-of-another', cookie: 'tok-of-another', origin: undefined }, expected),
    ).toBe(false);
  });

  it('fails for a foreign or opaque Origin', () => {
    const proof = { header: expected.token, cookie: expected.token };
    expect(passesCsrfCheck({ ...proof, origin: 'https://evil.example' }, expected)).toBe(false);
    expect(passesCsrfCheck({ ...proof, origin: 'null' }, expected)).toBe(false);
    expect(passesCsrfCheck({ ...proof, origin: 'http://maps.example' }, expected)).toBe(false);
  });

  it('passes an extra development Origin only when it is listed', () => {
    const proof = { header: expected.token, cookie: expected.token, origin: 'http://localhost:3012' };
    expect(passesCsrfCheck(proof, expected)).toBe(false);
    expect(passesCsrfCheck(proof, { ...expected, devOrigins: ['http://localhost:3012'] })).toBe(true);
  });
});
