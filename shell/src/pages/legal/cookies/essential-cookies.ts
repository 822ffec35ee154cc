import { CSRF_COOKIE, MAP_PREFERENCES_COOKIE, SESSION_COOKIE } from '@groupmap/contracts';

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
    name: MAP_PREFERENCES_COOKIE,
    purpose:
      'Remembers how you last viewed each map, so it opens the same way next time: the Map View or List View tab on small screens, and where the map was centred and how far it was zoomed in. It holds only these choices for the 20 maps you viewed most recently, nothing about you; your browser sets it when you change them, and our servers do not use it. Embedded maps do not set it.',
    duration: '1 year',
  },
];
