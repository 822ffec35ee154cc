/**
 * The spec's centred spinner, shown while a session, a page or a remote app is loading. With a
 * label (the map page's "Loading map..."), the text is shown under the spinner.
 */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <div className="gm-loading-screen" role="status" aria-live="polite">
      <div className="gm-spinner" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="gm-visually-hidden">Loading</span>}
    </div>
  );
}
