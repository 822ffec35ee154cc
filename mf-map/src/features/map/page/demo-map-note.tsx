import { messages } from '@groupmap/contracts';

/** On the demo map only (decisions.md, Demo content): visitors' additions are removed after 24 hours. */
export function DemoMapNote() {
  return (
    <p className="map-demo-note" role="note">
      {messages.mapPage.demoMapNote}
    </p>
  );
}
