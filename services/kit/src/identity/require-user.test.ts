import { messages } from '@groupmap/contracts';
import { HttpError } from '../http/http-error';
import { requireUser } from './require-user';

describe('requireUser', () => {
  it('answers the signed-in user’s id', () => {
    expect(requireUser({ userId: 7 })).toBe(7);
  });

  it('refuses a visitor with 401, in the route’s words when it has some', () => {
    expect(() => requireUser({ userId: null })).toThrow(HttpError);
    try {
      requireUser({ userId: null }, messages.loginToManageSubscription);
    } catch (error) {
      expect(error).toMatchObject({ status: 401, message: messages.loginToManageSubscription });
    }
    expect.assertions(2);
  });
});
