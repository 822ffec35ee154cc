import { PageHeading } from './page-heading';

/** /about, headed "About Groupmap" (decisions.md). */
export function AboutPage() {
  return (
    <PageHeading title="About Groupmap">
      <p>
        Groupmap is an open platform for collaborative maps: groups, communities and organisations build
        shared maps of named locations, and anyone with the link can view them and contribute.
      </p>
    </PageHeading>
  );
}
