import { Link } from 'react-router-dom';
import { LegalDocument } from '../legal-document';
import { POLICIES_UPDATED } from '../legal-dates';
import { COOKIE_SECTIONS } from './cookie-sections';

/** /cookies: the Cookie Policy. */
export function CookiesDocument() {
  return (
    <LegalDocument
      title="Cookie Policy"
      lastUpdated={POLICIES_UPDATED}
      intro={
        <p>
          Groupmap sets only the cookies it needs to work, and no analytics cookies. This page lists each one
          and explains how to manage them. Our <Link to="/privacy">Privacy Policy</Link> covers the rest of
          the information we collect.
        </p>
      }
      sections={COOKIE_SECTIONS}
    />
  );
}
