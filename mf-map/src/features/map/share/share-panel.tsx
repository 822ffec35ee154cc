import { LoadingScreen } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense } from 'react';
import type { MapDetails } from '../api/get-map';
import { EmbedTab } from './embed-tab';
import { LinkTab } from './link-tab';
import { mapEmbedUrl, mapPageUrl } from './share-links';
import { SocialTab } from './social-tab';
import '../components/panel-tabs.css';
import './share-panel.css';

const QrTab = lazy(() => import('./qr-tab'));

interface SharePanelProps {
  map: Pick<MapDetails, 'name' | 'permalink'>;
  /** The panel's id, which the Share button names in aria-controls. */
  id: string;
}

/**
 * The share panel (spec section 2): tabs Link, Social, Embed and QR over the map page's address on
 * this origin (/embed/{permalink} for the embed). Radix Tabs give the tablist, tab and tabpanel roles
 * and arrow-key movement between tabs; a tab's content mounts only while it is selected, so the
 * embed preview and the QR code load when asked for. Imported lazily when Share is first pressed.
 */
export default function SharePanel({ map, id }: SharePanelProps) {
  const { origin } = window.location;
  const pageUrl = mapPageUrl(origin, map.permalink);
  const labels = messages.mapPage;
  return (
    <section id={id} className="share-panel" aria-label={labels.sharePanel}>
      <Tabs.Root defaultValue="link">
        <Tabs.List className="panel-tabs" aria-label={labels.sharePanel}>
          <Tabs.Trigger className="panel-tab" value="link">
            {labels.linkTab}
          </Tabs.Trigger>
          <Tabs.Trigger className="panel-tab" value="social">
            {labels.socialTab}
          </Tabs.Trigger>
          <Tabs.Trigger className="panel-tab" value="embed">
            {labels.embedTab}
          </Tabs.Trigger>
          <Tabs.Trigger className="panel-tab" value="qr">
            {labels.qrTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="panel-tab-content" value="link">
          <LinkTab pageUrl={pageUrl} />
        </Tabs.Content>
        <Tabs.Content className="panel-tab-content" value="social">
          <SocialTab mapName={map.name} pageUrl={pageUrl} />
        </Tabs.Content>
        <Tabs.Content className="panel-tab-content" value="embed">
          <EmbedTab mapName={map.name} embedUrl={mapEmbedUrl(origin, map.permalink)} />
        </Tabs.Content>
        <Tabs.Content className="panel-tab-content" value="qr">
          <Suspense fallback={<LoadingScreen />}>
            <QrTab mapName={map.name} pageUrl={pageUrl} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
