import { moderationMessages } from '@groupmap/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useId } from 'react';
import type { MapDetails } from '../api/get-map';
import { NewItemsTab } from './new-items-tab';
import { ReportedTab } from './reported-tab';
import '../components/panel-tabs.css';
import './review-panel.css';

const TEXT = moderationMessages;

interface ReviewPanelProps {
  map: Pick<MapDetails, 'id' | 'customFields'>;
  /** The panel's id, which the "Review (N)" button names in aria-controls. */
  id: string;
  /** How many items the page's list shows awaiting review: the queue is read again when it moves. */
  awaiting: number;
}

/**
 * The owner's review panel under the map page's header: "New", what awaits review (issue 24), and
 * "Reported", the locations viewers reported (issue 25). Imported lazily, when "Review (N)" is first
 * pressed (or the page opens with it, from a digest's link).
 */
export default function ReviewPanel({ map, id, awaiting }: ReviewPanelProps) {
  const headingId = useId();
  return (
    <section id={id} className="review-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="review-panel__title">
        {TEXT.reviewPanel}
      </h2>
      <Tabs.Root defaultValue="new">
        <Tabs.List className="panel-tabs" aria-labelledby={headingId}>
          <Tabs.Trigger className="panel-tab" value="new">
            {TEXT.newTab}
          </Tabs.Trigger>
          <Tabs.Trigger className="panel-tab" value="reported">
            {TEXT.reportedTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className="panel-tab-content" value="new">
          <NewItemsTab map={map} awaiting={awaiting} />
        </Tabs.Content>
        <Tabs.Content className="panel-tab-content" value="reported">
          <ReportedTab mapId={map.id} fields={map.customFields} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
