import { ownValue } from '@groupmap/contracts';

interface LocationSummaryProps {
  /** The heading's id: the entry's buttons are described by it. */
  nameId: string;
  name: string;
  address: string;
  customData: Record<string, string>;
  /** The map's custom field names, in its order. */
  fields: readonly string[];
}

/** What an entry of the review panel shows of a location: its name, address and custom values. */
export function LocationSummary({ nameId, name, address, customData, fields }: LocationSummaryProps) {
  return (
    <>
      <h3 id={nameId} className="review-item__name">
        {name}
      </h3>
      <p className="review-item__address">{address}</p>
      {fields.length > 0 && (
        <dl className="review-item__fields">
          {fields.map((field) => (
            <div key={field} className="review-item__field">
              <dt>{field}</dt>
              <dd>{ownValue(customData, field) ?? ''}</dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
