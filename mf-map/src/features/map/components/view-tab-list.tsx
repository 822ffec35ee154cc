import { useRef, type KeyboardEvent } from 'react';
import type { ViewTab } from '../model/view-tab';
import { LOCATION_LABELS } from './location-labels';

const TABS: readonly ViewTab[] = ['map', 'list'];
const TAB_LABELS: Record<ViewTab, string> = { map: LOCATION_LABELS.mapView, list: LOCATION_LABELS.listView };

export const viewTabId = (tab: ViewTab) => `map-view-tab-${tab}`;
export const viewPanelId = (tab: ViewTab) => `map-view-panel-${tab}`;

export interface ViewTabListProps {
  current: ViewTab;
  onChoose: (tab: ViewTab) => void;
}

/**
 * "Map View" / "List View" as an ARIA tab list (arrow keys, Home and End move between the tabs; only
 * the chosen one is in the tab order). Holds no state, so the map page (its store) and the embed
 * (plain React state) both use it; it imports no store code, which the embed must not load.
 */
export function ViewTabList({ current, onChoose }: ViewTabListProps) {
  const tabRefs = useRef<Partial<Record<ViewTab, HTMLButtonElement | null>>>({});

  function choose(tab: ViewTab) {
    onChoose(tab);
    tabRefs.current[tab]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.indexOf(current);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index - 1 + TABS.length) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    choose(target);
  }

  return (
    <div className="view-tabs" role="tablist" aria-label={LOCATION_LABELS.viewTabs} onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            tabRefs.current[tab] = element;
          }}
          id={viewTabId(tab)}
          type="button"
          role="tab"
          className="view-tabs__tab"
          aria-selected={tab === current}
          aria-controls={tab === current ? viewPanelId(tab) : undefined}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => choose(tab)}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
