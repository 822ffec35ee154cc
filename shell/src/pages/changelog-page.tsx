import { PageHeading } from './page-heading';

/** /changelog: Groupmap's dated release history. */
export function ChangelogPage() {
  return <PageHeading title="Changelog" />;
}
