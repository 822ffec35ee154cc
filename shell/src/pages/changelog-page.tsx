import { lazyPage } from './lazy-page';

/** /changelog: Groupmap's dated release history. */
export const ChangelogPage = lazyPage(() =>
  import('./changelog/changelog-content').then((module) => module.ChangelogContent),
);
