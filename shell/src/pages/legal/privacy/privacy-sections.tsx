import { Link } from 'react-router-dom';
import type { LegalSection } from '../legal-section';
import { OperatorDetails, OperatorEmail } from '../operator-details';
import { COLLECTED_INFORMATION } from './collected-information';

/** The sections spec section 9 names: collected information, use, sharing, security, rights, contact. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to run Groupmap:</p>
        <ul>
          {COLLECTED_INFORMATION.map(({ item, detail }) => (
            <li key={item}>
              <strong>{item}:</strong> {detail}
            </li>
          ))}
        </ul>
        <p>
          You can view maps and add locations without an account. In that case we keep the locations you add
          and the session that lets you edit them, but no name or e-mail address.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <ul>
        <li>To provide Groupmap: sign you in, show your maps, and let you edit the locations you added.</li>
        <li>To show map contributions to the people who can view the map.</li>
        <li>To process payments for paid plans and manage your subscription.</li>
        <li>
          To answer your feedback and questions, and to tell you about changes to your account or our terms.
        </li>
        <li>To keep Groupmap secure: to limit repeated sign-in attempts and to investigate abuse.</li>
        <li>To understand which features are used, from our own server logs, so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    content: (
      <>
        <p>We do not sell your personal information. We share it only as follows:</p>
        <ul>
          <li>
            Locations you add are visible to everyone who can view the map, and may be shared or embedded by
            them.
          </li>
          <li>Our card payment provider processes payments for paid plans.</li>
          <li>
            Our hosting providers store and process data on our behalf, under contracts that protect it.
          </li>
          <li>
            To find addresses, our servers send the text you type to an address search service, without your
            identity. Map images are loaded by your browser from a public map tile service, which sees your IP
            address.
          </li>
          <li>
            We disclose information when the law requires it, or to protect the rights and safety of others.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <p>
        Passwords are stored only as salted argon2id hashes. Your session cookie is a random secret that
        scripts cannot read, and we store only a hash of it. Map passwords are encrypted at rest. Connections
        to Groupmap are encrypted with HTTPS. No system is perfectly secure: if you suspect a problem, please
        tell us at <OperatorEmail />.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>
          Under UK data protection law you have the right to access the personal information we hold about
          you, to have it corrected, to have it erased, to restrict or object to how we use it, to receive it
          in a portable format, and to withdraw any consent you have given. To use these rights, write to us
          at <OperatorEmail />.
        </p>
        <p>
          Locations you contributed stay on their maps after your account is deleted, without the link to your
          account, as our <Link to="/terms#content-ownership-and-licensing">Terms of Service</Link> explain.
          You may also complain to the Information Commissioner&apos;s Office (ico.org.uk).
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>The company responsible for your personal information (the data controller) is:</p>
        <OperatorDetails />
      </>
    ),
  },
];
