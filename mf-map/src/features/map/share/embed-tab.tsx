import { formatMessage, messages } from '@groupmap/contracts';
import { useId, useRef, useState } from 'react';
import { copyWithToast } from './copy-text';
import {
  DEFAULT_EMBED_SIZE,
  EMBED_SIZE_NAMES,
  EMBED_SIZES,
  embedSnippet,
  type EmbedSize,
} from './embed-snippet';

const SIZE_LABELS: Record<EmbedSize, string> = {
  small: messages.mapPage.embedSmall,
  medium: messages.mapPage.embedMedium,
  large: messages.mapPage.embedLarge,
};

/** Spec section 2: the live preview is 200 px high (and as wide as the panel). */
const PREVIEW_HEIGHT_PX = 200;

interface EmbedTabProps {
  mapName: string;
  embedUrl: string;
}

/**
 * The Embed tab: a size (small 400x300, medium 600x450, large 800x600), the iframe snippet framing
 * /embed/{permalink} at that size with a copy button, and a live preview of the embed.
 */
export function EmbedTab({ mapName, embedUrl }: EmbedTabProps) {
  const codeId = useId();
  const sizeName = useId();
  const code = useRef<HTMLTextAreaElement>(null);
  const [size, setSize] = useState<EmbedSize>(DEFAULT_EMBED_SIZE);
  const snippet = embedSnippet({ src: embedUrl, title: mapName, size });

  return (
    <div className="share-embed">
      <fieldset className="share-embed__sizes">
        <legend className="share-field__label">{messages.mapPage.embedSize}</legend>
        {EMBED_SIZE_NAMES.map((name) => (
          <label key={name} className="share-embed__size">
            <input
              type="radio"
              name={sizeName}
              value={name}
              checked={size === name}
              onChange={() => setSize(name)}
            />
            {`${SIZE_LABELS[name]} (${EMBED_SIZES[name].width}x${EMBED_SIZES[name].height})`}
          </label>
        ))}
      </fieldset>
      <div className="share-field">
        <label className="share-field__label" htmlFor={codeId}>
          {messages.mapPage.embedCode}
        </label>
        <textarea
          ref={code}
          id={codeId}
          className="share-field__input share-field__code"
          readOnly
          rows={3}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div>
          <button
            type="button"
            className="gm-button"
            aria-label={messages.mapPage.copyEmbedCode}
            onClick={() => void copyWithToast(snippet, code.current, messages.toasts.embedCopied)}
          >
            {messages.mapPage.copy}
          </button>
        </div>
      </div>
      <div className="share-field">
        <span className="share-field__label">{messages.mapPage.embedPreview}</span>
        <iframe
          className="share-embed__preview"
          src={embedUrl}
          title={formatMessage(messages.mapPage.embedPreviewTitle, { name: mapName })}
          height={PREVIEW_HEIGHT_PX}
          loading="lazy"
        />
      </div>
    </div>
  );
}
