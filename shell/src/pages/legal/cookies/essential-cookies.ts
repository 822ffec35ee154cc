import { CSRF_COOKIE, SESSION_COOKIE } from '@groupmap/contracts';

export interface CookieDescription {
  name: string;
  purpose: string;
  duration: string;
}

/**
 * Every cookie Groupmap sets (decisions.md, Sessions and cookies): all three are essential, and there
 * are no analytics cookies. A new cookie in the product needs a row here.
 */
export const ESSENTIAL_COOKIES: readonly CookieDescription[] = [
  {
    name: SESSION_COOKIE,
    purpose:
      'Keeps your session: it signs you in, and lets you edit the locations you added, with or without an account. Scripts cannot read it.',
    duration: '1 year',
  },
  {
    name: CSRF_COOKIE,
    purpose:
      'Protects you against cross-site request forgery: Groupmap sends it back with every change you make, so other websites cannot make changes in your name.',
    duration: 'As long as your session',
  },
  {
    name: 'map_preferences',
    purpose: 'Remembers how you last viewed each map, such as the list or the map tab.',
    duration: '1 year',
  },
];
