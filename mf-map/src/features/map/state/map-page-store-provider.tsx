import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { MapPageState } from './map-page-slice';
import { createMapPageStore } from './map-page-store';

interface MapPageStoreProviderProps {
  children: ReactNode;
  /** State the store starts with (the visitor's remembered choices), read once when it is made. */
  preload?: () => Partial<MapPageState>;
}

/**
 * Provides the map page's store. Its owner keys it by the map id, so another map starts from a
 * fresh store rather than inheriting the last map's selection or search.
 */
export function MapPageStoreProvider({ children, preload }: MapPageStoreProviderProps) {
  const [store] = useState(() => createMapPageStore(preload?.()));
  return <Provider store={store}>{children}</Provider>;
}
