import { LoadingScreen } from '@groupmap/app-kit';
import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A page whose content is fetched in its own chunk when first shown, so the text of the static pages
 * does not weigh on the landing page's first visit (budget: 200 kB gzip of JavaScript).
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Content = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <Content />
      </Suspense>
    );
  };
}
