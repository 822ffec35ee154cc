import { LoadingScreen, useSession } from '@groupmap/app-kit';
import { DEMO_MAP_PERMALINK, formatMessage, messages, ownerToolLabels } from '@groupmap/contracts';
import { lazy, Suspense, useId } from 'react';
import type { MapDetails } from '../api/get-map';
import { MapTitle } from '../components/map-title';
import { MapWorkspace } from '../components/map-workspace';
import { useRememberViewTab } from '../hooks/use-map-preferences';
import { MapLiveUpdates } from '../live/map-live-updates';
import { loadMapPreference } from '../state/map-preferences-cookie';
import {
  contributorsToggled,
  recentlyDeletedToggled,
  reviewToggled,
  shareToggled,
} from '../state/map-page-slice';
import { useMapPageDispatch, useMapPageState } from '../state/map-page-store';
import { MapPageStoreProvider } from '../state/map-page-store-provider';
import { DemoMapNote } from './demo-map-note';
import { DownloadMenu } from './download-menu';
import { EditMapButton } from './edit-map-button';
import { ImportLocationsButton } from './import-locations-button';
import { PanelToggleButton } from './panel-toggle-button';
import { LocationDialogHost } from './location-dialog-host';
import { useAwaitingReviewCount } from './use-awaiting-review-count';

const loadSharePanel = () => import('../share/share-panel');
const SharePanel = lazy(loadSharePanel);
const loadReviewPanel = () => import('../review/review-panel');
const ReviewPanel = lazy(loadReviewPanel);
const loadContributorsPanel = () => import('../contributors/contributors-panel');
const ContributorsPanel = lazy(loadContributorsPanel);
const loadRecentlyDeletedPanel = () => import('../recently-deleted/recently-deleted-panel');
const RecentlyDeletedPanel = lazy(loadRecentlyDeletedPanel);
// Named `page-…`: the shell preloads such chunks with the page (rspack.config.ts).
const EditBeforeButton = lazy(
  () => import(/* webpackChunkName: "page-edit-before" */ '../edit-links/edit-before-button'),
);

/** The digest's link opens the page with the owner's review panel open (`?review`). */
const REVIEW_PARAM = 'review';

/**
 * A map the visitor may see (spec section 4, viewable): the header with "Edit Map", "Import
 * locations" (issue 13, Import) and "Review (N)" (issue 24, toggling the review panel) for the owner
 * and "Share" toggling the share panel and "Download" (the map's export, issue 13), then "Edit what
 * you added before" (issue 26) for a visitor who is not signed in; the demo map's note on /map/test,
 * then the working area. The page's client
 * state lives in one Redux store per map (keyed by its id, so another map starts afresh), opening on
 * the Map/List tab the visitor last chose for this map.
 */
export function ViewableMap({ map }: { map: MapDetails }) {
  const preload = () => {
    const { tab } = loadMapPreference(map.id);
    const search = typeof window === 'undefined' ? '' : window.location.search;
    const reviewOpen = map.isOwner && new URLSearchParams(search).has(REVIEW_PARAM);
    return { ...(tab && { viewTab: tab }), reviewOpen };
  };
  return (
    <MapPageStoreProvider key={map.id} preload={preload}>
      <ViewableMapContent map={map} />
    </MapPageStoreProvider>
  );
}

function ViewableMapContent({ map }: { map: MapDetails }) {
  const sharing = useMapPageState((state) => state.shareOpen);
  const reviewing = useMapPageState((state) => state.reviewOpen) && map.isOwner;
  const listingContributors = useMapPageState((state) => state.contributorsOpen) && map.isOwner;
  const listingDeleted = useMapPageState((state) => state.recentlyDeletedOpen) && map.isOwner;
  const dispatch = useMapPageDispatch();
  const sharePanelId = useId();
  const reviewPanelId = useId();
  const contributorsPanelId = useId();
  const deletedPanelId = useId();
  const { awaiting, total: reviewCount } = useAwaitingReviewCount(map);
  // Issue 26: a visitor without an account may have added here from another device.
  const session = useSession();
  const signedOutVisitor = !map.isOwner && session.status === 'signed-out';
  useRememberViewTab(map.id);
  return (
    <div className="map-page">
      <MapTitle
        map={map}
        actions={
          <>
            <MapLiveUpdates map={map} />
            {map.isOwner && <EditMapButton map={map} />}
            {map.isOwner && <ImportLocationsButton map={map} />}
            {map.isOwner && (
              <PanelToggleButton
                secondary
                open={reviewing}
                controls={reviewPanelId}
                onToggle={() => dispatch(reviewToggled())}
                onPreload={() => void loadReviewPanel()}
              >
                {formatMessage(messages.mapPage.reviewButton, { n: reviewCount })}
              </PanelToggleButton>
            )}
            {map.isOwner && (
              <PanelToggleButton
                secondary
                open={listingContributors}
                controls={contributorsPanelId}
                onToggle={() => dispatch(contributorsToggled())}
                onPreload={() => void loadContributorsPanel()}
              >
                {ownerToolLabels.contributors}
              </PanelToggleButton>
            )}
            {map.isOwner && (
              <PanelToggleButton
                secondary
                open={listingDeleted}
                controls={deletedPanelId}
                onToggle={() => dispatch(recentlyDeletedToggled())}
                onPreload={() => void loadRecentlyDeletedPanel()}
              >
                {ownerToolLabels.recentlyDeleted}
              </PanelToggleButton>
            )}
            <PanelToggleButton
              open={sharing}
              controls={sharePanelId}
              onToggle={() => dispatch(shareToggled())}
              onPreload={() => void loadSharePanel()}
            >
              {messages.mapPage.share}
            </PanelToggleButton>
            <DownloadMenu map={map} />
            {signedOutVisitor && (
              <Suspense fallback={null}>
                <EditBeforeButton mapId={map.id} />
              </Suspense>
            )}
          </>
        }
      />
      {map.permalink === DEMO_MAP_PERMALINK && <DemoMapNote />}
      {reviewing && (
        <Suspense fallback={<LoadingScreen />}>
          <ReviewPanel map={map} id={reviewPanelId} awaiting={awaiting} />
        </Suspense>
      )}
      {listingContributors && (
        <Suspense fallback={<LoadingScreen />}>
          <ContributorsPanel mapId={map.id} id={contributorsPanelId} />
        </Suspense>
      )}
      {listingDeleted && (
        <Suspense fallback={<LoadingScreen />}>
          <RecentlyDeletedPanel mapId={map.id} id={deletedPanelId} />
        </Suspense>
      )}
      {sharing && (
        <Suspense fallback={<LoadingScreen />}>
          <SharePanel map={map} id={sharePanelId} />
        </Suspense>
      )}
      <MapWorkspace map={map} />
      <LocationDialogHost map={map} />
    </div>
  );
}
