import { lazyPage } from './lazy-page';

/** /about, headed "About Groupmap" (decisions.md). */
export const AboutPage = lazyPage(() =>
  import('./about/about-content').then((module) => module.AboutContent),
);
