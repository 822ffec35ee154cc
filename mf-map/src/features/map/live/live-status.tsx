import { formatMessage, messages } from '@groupmap/contracts';
import type { LiveMapState } from './use-live-map';

const texts = messages.mapPage.live;

/**
 * The live channel's small status line: "Live updates paused. Reconnecting..." while it is down and
 * "Live updates resumed" for a moment after, "N viewing now" once presence is known, and a polite
 * live region that reads out summaries of other people's changes.
 */
export function LiveStatus({
  notice,
  viewers,
  announcement,
  className,
}: LiveMapState & { className?: string }) {
  return (
    <div className={className ? `live-status ${className}` : 'live-status'}>
      <p role="status" className={`live-status__notice live-status__notice--${notice ?? 'none'}`}>
        {notice === 'paused' ? texts.paused : notice === 'resumed' ? texts.resumed : ''}
      </p>
      {viewers !== null && viewers > 0 && (
        <p className="live-status__viewers">{formatMessage(texts.viewingNow, { n: viewers })}</p>
      )}
      <div aria-live="polite" aria-atomic="true" className="gm-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
