import { Link } from 'react-router-dom';
import { LegalDocument } from '../legal-document';
import { POLICIES_UPDATED } from '../legal-dates';
import { OperatorName } from '../operator-details';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** /privacy: the Privacy Policy. */
export function PrivacyDocument() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={POLICIES_UPDATED}
      intro={
        <p>
          This policy explains what personal information <OperatorName /> collects when you use Groupmap, how
          we use and share it, and the rights you have. The cookies we set are listed in our{' '}
          <Link to="/cookies">Cookie Policy</Link>.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
