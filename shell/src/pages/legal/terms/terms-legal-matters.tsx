import type { LegalSection } from '../legal-section';
import { OperatorDetails, OperatorEmail } from '../operator-details';
import { TERMS } from './terms-constants';

/** Terms sections 10-16: liability, changes, law and disputes, termination and the closing clauses. */
export const TERMS_LEGAL_MATTERS: readonly LegalSection[] = [
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <>
        <p>
          Groupmap is provided &quot;as is&quot;. Maps are made by their users, and we do not check that
          locations or details are accurate.
        </p>
        <p>
          Our total liability to you for any claim is limited to the amount you paid us in the{' '}
          {TERMS.liabilityLookbackMonths} months before the event giving rise to the claim. We are liable for
          direct damages only, not for indirect or consequential loss such as lost profits, lost data or
          damage to reputation. Any claim must be brought within {TERMS.claimsPeriod} of the event it
          concerns.
        </p>
        <p>
          Nothing in these terms limits liability for death or personal injury caused by negligence, for
          fraud, or for anything else that cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modifications',
    content: (
      <p>
        We may update these terms. We will give you at least {TERMS.materialChangeNoticeDays} days&apos;
        notice of material changes, by e-mail to account holders and by a notice on Groupmap, before they take
        effect. The date at the top of this page shows when the terms last changed. If you keep using Groupmap
        after a change takes effect, you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <>
        <p>
          These terms are governed by the law of the United Kingdom, and the courts of the United Kingdom have
          exclusive jurisdiction over any dispute about them.
        </p>
        <p>
          If you have a dispute with us, please contact us first: we will try to resolve it informally within{' '}
          {TERMS.informalDisputeDays} days. If it is not resolved in that time, the dispute must go to
          mediation before either party starts court proceedings.
        </p>
        <p>
          Claims may be brought only individually, not as a claimant or member in any class or representative
          action.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    content: (
      <>
        <p>
          You may stop using Groupmap at any time, and ask us to close your account by writing to{' '}
          <OperatorEmail />. We may suspend or close an account if it breaks these terms, at the account
          holder&apos;s request, after prolonged inactivity, or for any other reason with{' '}
          {TERMS.cancellationNoticeDays} days&apos; notice.
        </p>
        <p>
          When an account is closed, the locations it contributed remain on their maps, as the section on
          content ownership explains.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <>
        <p>Questions about these terms, takedown requests and requests for written consent go to:</p>
        <OperatorDetails />
      </>
    ),
  },
  {
    id: 'severability',
    title: 'Severability',
    content: (
      <p>
        If a court finds any part of these terms invalid or unenforceable, that part is changed as little as
        necessary to make it enforceable, and the rest of the terms stay in full force.
      </p>
    ),
  },
  {
    id: 'force-majeure',
    title: 'Force majeure',
    content: (
      <p>
        We are not responsible for any failure or delay caused by events beyond our reasonable control, such
        as natural disasters, power or network failures, failures of our suppliers, industrial action, war or
        acts of government.
      </p>
    ),
  },
];
