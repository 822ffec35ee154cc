import { Link } from 'react-router-dom';
import type { LegalSection } from '../legal-section';
import { OperatorDetails, OperatorEmail, OperatorName } from '../operator-details';
import { TERMS } from './terms-constants';

/** Terms sections 1-5: who we are, what Groupmap is, accounts and conduct. */
export const TERMS_ABOUT_THE_SERVICE: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          These terms govern your use of Groupmap, a web application in which groups, communities and
          organisations build shared maps of named locations. They apply to everyone who uses Groupmap:
          visitors who view maps or add locations without an account, and account holders who create and
          manage maps.
        </p>
        <p>By using Groupmap you agree to these terms. If you do not agree, please do not use the service.</p>
      </>
    ),
  },
  {
    id: 'company-information',
    title: 'Company information',
    content: (
      <>
        <p>
          Groupmap is operated by <OperatorName />, a limited company registered in the United Kingdom
          (&quot;we&quot;, &quot;us&quot;, &quot;our&quot;).
        </p>
        <OperatorDetails />
      </>
    ),
  },
  {
    id: 'services',
    title: 'Services',
    content: (
      <>
        <p>
          Groupmap lets account holders create maps with a name, a description, a permalink, and optionally a
          logo, a password and custom fields. Anyone with a map&apos;s link can view it (after entering its
          password, if it has one), search it, share it and add locations. Maps update in real time for
          everyone viewing them.
        </p>
        <p>
          Groupmap is offered on a free plan and on paid yearly plans (Pro and Business) with higher limits
          and extra features, as described on our <Link to="/#pricing">pricing table</Link>. We may add,
          change or remove features; we will not remove a feature you have paid for during your current
          subscription period.
        </p>
        <p>
          You may use Groupmap for personal, community, voluntary and non-profit purposes on any plan.
          Commercial use, such as running or promoting a business with Groupmap or providing maps to paying
          customers, requires a commercial subscription (a paid Pro or Business plan) and our prior written
          consent, which you can ask for at <OperatorEmail />.
        </p>
      </>
    ),
  },
  {
    id: 'accounts-and-security',
    title: 'Accounts and security',
    content: (
      <>
        <p>
          You need an account to create and manage maps. Give us a username and a valid e-mail address, and
          choose a password that you do not use anywhere else. You are responsible for what happens under your
          account, so keep your password secret and tell us at <OperatorEmail /> straight away if you think
          someone else has used it.
        </p>
        <p>
          Groupmap has no minimum age. Children under {TERMS.parentalConsentAge} may use it only with the
          consent and supervision of a parent or guardian, who accepts these terms on their behalf.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct',
    content: (
      <>
        <p>When you use Groupmap, you must not:</p>
        <ul>
          <li>add content that is unlawful, defamatory, hateful, harassing or sexually explicit;</li>
          <li>add content that infringes anyone&apos;s copyright, trade marks or other rights;</li>
          <li>
            publish other people&apos;s personal information, such as a home address, without their consent;
          </li>
          <li>add locations or details you know to be false or misleading, especially about safety;</li>
          <li>
            try to get around a map&apos;s password, your plan&apos;s limits or our security, or to reach
            another person&apos;s account;
          </li>
          <li>upload malicious code, send spam, or overload the service with automated requests.</li>
        </ul>
        <p>We may remove content that breaks these rules and suspend the accounts or sessions responsible.</p>
      </>
    ),
  },
];
