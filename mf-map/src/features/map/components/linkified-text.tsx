import { linkify } from '../model/linkify';

/**
 * User text with its http(s) links clickable in a new tab (spec section 2). Every piece is rendered
 * as React text, never as HTML; other schemes (`javascript:`...) stay plain text.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
