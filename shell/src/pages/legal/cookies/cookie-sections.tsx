import type { LegalSection } from '../legal-section';
import { OperatorDetails } from '../operator-details';
import { ESSENTIAL_COOKIES } from './essential-cookies';

/** The sections spec section 9 names: essential and analytics cookies, management, the cookie names. */
export const COOKIE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    content: (
      <p>
        Cookies are small text files that a website stores in your browser and reads back on later visits.
        Groupmap uses them only to make the service work.
      </p>
    ),
  },
  {
    id: 'essential-cookies',
    title: 'Essential cookies',
    content: (
      <>
        <p>
          These cookies are strictly necessary, so they do not need your consent. Without them you could not
          sign in or edit the locations you added. They are set by Groupmap itself, for this website only.
        </p>
        <div className="legal-table-wrap">
          <table className="legal-table">
            <caption className="gm-visually-hidden">Cookies Groupmap sets</caption>
            <thead>
              <tr>
                <th scope="col">Cookie</th>
                <th scope="col">Purpose</th>
                <th scope="col">Duration</th>
              </tr>
            </thead>
            <tbody>
              {ESSENTIAL_COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{cookie.purpose}</td>
                  <td data-label="Duration">{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'analytics-cookies',
    title: 'Analytics cookies',
    content: (
      <p>
        Groupmap sets no analytics cookies, no advertising cookies and no third-party cookies. We learn how
        the service is used only from our own server logs. If you buy a paid plan, the payment takes place on
        our card payment provider&apos;s checkout page, which is covered by that provider&apos;s own cookie
        policy.
      </p>
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies',
    content: (
      <>
        <p>
          You can see and delete cookies in your browser&apos;s settings, and block them for all or some
          websites. If you delete the Groupmap cookies you are signed out, and you can no longer edit
          locations you added without an account. If you block them, you cannot sign in or add locations.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>Questions about cookies go to:</p>
        <OperatorDetails />
      </>
    ),
  },
];
