import { messages } from '@groupmap/contracts';
import { useId, useRef } from 'react';
import { copyWithToast } from './copy-text';

/** The Link tab: the map page's address, read-only, and a button copying it ("Copied!"). */
export function LinkTab({ pageUrl }: { pageUrl: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="share-field">
      <label className="share-field__label" htmlFor={inputId}>
        {messages.mapPage.mapLink}
      </label>
      <div className="share-field__row">
        <input
          ref={input}
          id={inputId}
          className="share-field__input"
          type="url"
          readOnly
          value={pageUrl}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="gm-button"
          aria-label={messages.mapPage.copyLink}
          onClick={() => void copyWithToast(pageUrl, input.current, messages.toasts.linkCopied)}
        >
          {messages.mapPage.copy}
        </button>
      </div>
    </div>
  );
}
