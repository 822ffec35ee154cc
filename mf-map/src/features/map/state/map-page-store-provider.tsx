import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMapPageStore } from './map-page-store';

/**
 * Provides the map page's store. Its owner keys it by the map id, so another map starts from a
 * fresh store rather than inheriting the last map's selection or search.
 */
export function MapPageStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createMapPageStore);
  return <Provider store={store}>{children}</Provider>;
}
