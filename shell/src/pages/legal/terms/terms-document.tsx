import { LegalDocument } from '../legal-document';
import { TERMS_EFFECTIVE } from '../legal-dates';
import { OperatorName } from '../operator-details';
import { TERMS_ABOUT_THE_SERVICE } from './terms-about-the-service';
import { TERMS_CONTENT_AND_PAYMENT } from './terms-content-and-payment';
import { TERMS_LEGAL_MATTERS } from './terms-legal-matters';

/** The 16 sections of spec section 9, in its order. */
const SECTIONS = [...TERMS_ABOUT_THE_SERVICE, ...TERMS_CONTENT_AND_PAYMENT, ...TERMS_LEGAL_MATTERS];

/** /terms: the Terms of Service. */
export function TermsDocument() {
  return (
    <LegalDocument
      title="Terms of Service"
      effective={TERMS_EFFECTIVE}
      lastUpdated={TERMS_EFFECTIVE}
      numbered
      intro={
        <p>
          These terms are an agreement between you and <OperatorName />. Please read them before you create a
          map or add a location.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
