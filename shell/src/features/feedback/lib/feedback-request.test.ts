import type { Session } from '@groupmap/app-kit';
import { feedbackRequest } from './feedback-request';

const signedOut: Session = { status: 'signed-out', user: null };
const signedIn: Session = {
  status: 'signed-in',
  user: {
    id: 3,
    username: 'bob',
    email: 'bob@example.com',
    currentPlan: 'free',
    subscriptionStatus: null,
    subscriptionPeriodEnd: null,
  },
};

describe('feedbackRequest', () => {
  it("sends the signed-in user's own e-mail with the trimmed message", () => {
    expect(feedbackRequest(signedIn, { message: '  Love the live updates!  ', email: '' })).toEqual({
      ok: true,
      body: { email: 'bob@example.com', message: 'Love the live updates!' },
    });
  });

  it('sends the e-mail a signed-out visitor typed, or none', () => {
    expect(feedbackRequest(signedOut, { message: 'Hi', email: ' eve@example.com ' })).toEqual({
      ok: true,
      body: { email: 'eve@example.com', message: 'Hi' },
    });
    expect(feedbackRequest(signedOut, { message: 'Hi', email: '   ' })).toEqual({
      ok: true,
      body: { email: null, message: 'Hi' },
    });
  });

  it('sends nothing for an empty message', () => {
    for (const message of ['', '   \n ']) {
      expect(feedbackRequest(signedIn, { message, email: '' })).toEqual({
        ok: false,
        errors: { message: 'Message is required' },
      });
    }
  });

  it('refuses a typed e-mail that is not an address', () => {
    expect(feedbackRequest(signedOut, { message: 'Hi', email: 'eve@' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });
});
