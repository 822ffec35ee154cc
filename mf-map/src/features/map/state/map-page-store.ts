import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { initialMapPageState, mapPageReducer, type MapPageState } from './map-page-slice';

/** One store per viewed map: its client state starts afresh on every map page. */
export function createMapPageStore(preloaded: Partial<MapPageState> = {}) {
  return configureStore({
    reducer: { mapPage: mapPageReducer },
    preloadedState: { mapPage: { ...initialMapPageState, ...preloaded } },
  });
}

export type MapPageStore = ReturnType<typeof createMapPageStore>;
export type MapPageRootState = ReturnType<MapPageStore['getState']>;
export type MapPageDispatch = MapPageStore['dispatch'];

export const useMapPageDispatch = useDispatch.withTypes<MapPageDispatch>();
export const useMapPageSelector = useSelector.withTypes<MapPageRootState>();

/** Reads one value of the map page's state. */
export function useMapPageState<T>(select: (state: MapPageState) => T): T {
  return useMapPageSelector((root) => select(root.mapPage));
}
