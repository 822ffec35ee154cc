/**
 * @groupmap/app-kit: the shared frontend runtime. Shared through Module Federation as a singleton, so
 * its module state (query client, toast queue, page chrome, API client) exists once per page.
 */
export { AppProviders } from './providers/app-providers';
export { ViewOnlyProviders } from './providers/view-only-providers';
export { getQueryClient, clearQueryCache, queryDefaults } from './query/query-client';
export { themeTokens, type ThemeTokens } from './theme/theme-tokens';
export { themeCssVariables } from './theme/theme-css-variables';
export { useToast, type UseToast } from './toast/use-toast';
export {
  toast,
  dismissToast,
  TOAST_LIMIT,
  type ToastOptions,
  type ToastAction,
  type ToastVariant,
  type ToastHandle,
} from './toast/toast-store';
export { Toaster } from './toast/toaster';
export { useSession, SESSION_QUERY_KEY, type Session } from './session/use-session';
export { fetchSessionUser, type SessionUser } from './session/fetch-session-user';
export { refreshSession } from './session/refresh-session';
export { logout } from './session/logout';
export {
  afterSignInPath,
  isSameSitePath,
  loginPathFor,
  DEFAULT_SIGNED_IN_PATH,
  LOGIN_PATH,
  RETURN_URL_PARAM,
} from './session/return-url';
export { getApiClient, createBrowserApiClient } from './api/api-client';
export { ApiError, apiError, unwrap, SERVER_ERROR_STATUS } from './api/api-error';
export { failureMessage } from './api/failure-message';
export { dataOrThrow, result, type Result, type ResultOptions } from './api/result';
export { csrfMiddleware, readCookie } from './api/csrf';
export { usePageChrome, usePageChromeState } from './chrome/use-page-chrome';
export type { PageChrome } from './chrome/page-chrome-store';
export { ErrorScreen, type ErrorScreenProps } from './errors/error-screen';
export { RemoteErrorBoundary, type RemoteErrorBoundaryProps } from './errors/remote-error-boundary';
export { errorMessage } from './errors/error-message';
export { LoadingScreen } from './page/loading-screen';
export { useDocumentTitle, documentTitle, PRODUCT_NAME } from './page/use-document-title';
export { loadRuntimeConfig } from './runtime-config/load-runtime-config';
export {
  getMap,
  listLocations,
  locationsQueryKey,
  locationsQueryOptions,
  mapQueryKey,
  mapQueryOptions,
  MAP_DATA_FRESH_MS,
  type Location,
  type LocationList,
  type MapDetails,
} from './map-data/map-queries';
export { prefetchMapRoute, EARLY_DATA_KEPT_MS } from './map-data/prefetch-map-route';
export {
  CLUSTER_OPTIONS,
  drawablePoints,
  hasCoordinates,
  packPoints,
  type Coordinates,
} from './map-clusters/cluster-points';
export { ITEM_STRIDE, POINT_STRIDE, type ClusterOptions } from './map-clusters/cluster-protocol';
export type { ClusterEngine, IndexedPoints } from './map-clusters/cluster-engine';
export { loadMapClusters, type MapClustersModule } from './map-clusters/load-map-clusters';
