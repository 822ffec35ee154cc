import { PageHeading } from './page-heading';

const TITLES = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  cookies: 'Cookie Policy',
} as const;

/** /terms, /privacy and /cookies: the static legal pages. */
export function LegalPage({ document }: { document: keyof typeof TITLES }) {
  return <PageHeading title={TITLES[document]} />;
}
