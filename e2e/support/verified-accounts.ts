// Accounts with a verified e-mail, as reports need them on one machine (issue 25): every browser of a
// test run comes from one loopback network, so three distinct sources are three verified accounts.
import type { APIRequestContext } from '@playwright/test';
import { apiVisitor, postJson, registerVisitor } from './api-visitor';
import { linkIn, waitForMail } from './mail-inbox';

const VERIFY_SUBJECT = /Verify your email address/;

/**
 * Registers a new account on `context`'s session (a page's `page.request` signs that page in) and
 * verifies its address with the token of the mailed link, as the link's page does.
 */
export async function registerVerified(context: APIRequestContext): Promise<string> {
  const visitor = await apiVisitor(context);
  const since = new Date();
  const username = await registerVisitor(visitor);
  const mail = await waitForMail(`${username}@example.com`, VERIFY_SUBJECT, { since });
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  await postJson(visitor, '/api/account/email/verify', { token });
  return username;
}
