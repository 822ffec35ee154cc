import { lazyPage } from './lazy-page';

const DOCUMENTS = {
  terms: lazyPage(() => import('./legal/terms/terms-document').then((module) => module.TermsDocument)),
  privacy: lazyPage(() =>
    import('./legal/privacy/privacy-document').then((module) => module.PrivacyDocument),
  ),
  cookies: lazyPage(() =>
    import('./legal/cookies/cookies-document').then((module) => module.CookiesDocument),
  ),
} as const;

/** /terms, /privacy and /cookies: the static legal pages. */
export function LegalPage({ document }: { document: keyof typeof DOCUMENTS }) {
  const Document = DOCUMENTS[document];
  return <Document />;
}
