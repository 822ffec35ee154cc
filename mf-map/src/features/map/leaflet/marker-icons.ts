import { DivIcon, type DivIconOptions } from 'leaflet';
import { clusterDiameter } from './map-view';

/** Location markers: a 28 px target (WCAG 2.2 asks for at least 24 px), centred on the spot. */
const LOCATION_ICON_PX = 28;

interface LabelledIconOptions extends DivIconOptions {
  /** The marker's accessible name (Leaflet gives keyboard markers role="button" and nothing else). */
  label: string;
  /** Extra attributes on the marker element, e.g. `data-location-id`. */
  attributes?: Record<string, string>;
}

/**
 * A div icon that names its marker. Leaflet's default icons point at image files a bundler moves, so
 * every marker here is a styled div. The label is an attribute value, never markup: location names
 * are user text.
 */
class LabelledDivIcon extends DivIcon {
  private readonly label: string;
  private readonly attributes: Record<string, string>;

  constructor({ label, attributes = {}, ...options }: LabelledIconOptions) {
    super(options);
    this.label = label;
    this.attributes = attributes;
  }

  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-label', this.label);
    for (const [name, value] of Object.entries(this.attributes)) element.setAttribute(name, value);
    return element;
  }
}

function bodyElement(text?: string): HTMLElement {
  const body = document.createElement('span');
  body.className = 'gm-marker__body';
  if (text !== undefined) body.textContent = text;
  return body;
}

function classes(...names: (string | false)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface LocationIconState {
  own: boolean;
  highlighted: boolean;
  /** "Awaiting review" or "Edit awaiting review" (issue 24): dashed, and said in its name. */
  review?: string;
}

export function locationIcon(
  id: number,
  name: string,
  { own, highlighted, review }: LocationIconState,
): DivIcon {
  return new LabelledDivIcon({
    label: review ? `${name} (${review})` : name,
    attributes: { 'data-location-id': String(id) },
    html: bodyElement(),
    className: classes(
      'gm-marker',
      'gm-marker--location',
      own && 'gm-marker--own',
      highlighted && 'gm-marker--highlighted',
      review !== undefined && 'gm-marker--awaiting',
    ),
    iconSize: [LOCATION_ICON_PX, LOCATION_ICON_PX],
    iconAnchor: [LOCATION_ICON_PX / 2, LOCATION_ICON_PX / 2],
  });
}

/** The visible count is the plain number, which the name ("N locations") contains (WCAG 2.5.3). */
export function clusterIcon(count: number, label: string, highlighted: boolean): DivIcon {
  const diameter = clusterDiameter(count);
  return new LabelledDivIcon({
    label,
    html: bodyElement(String(count)),
    className: classes('gm-marker', 'gm-marker--cluster', highlighted && 'gm-marker--highlighted'),
    iconSize: [diameter, diameter],
    iconAnchor: [diameter / 2, diameter / 2],
  });
}

/** The location form's preview marker: decorative, the address beside it says where it is. */
export function previewIcon(): DivIcon {
  return new DivIcon({
    html: bodyElement(),
    className: 'gm-marker gm-marker--location gm-marker--preview',
    iconSize: [LOCATION_ICON_PX, LOCATION_ICON_PX],
    iconAnchor: [LOCATION_ICON_PX / 2, LOCATION_ICON_PX / 2],
  });
}

/** Popups open just above a location marker rather than over it. */
export const POPUP_OFFSET: [number, number] = [0, -LOCATION_ICON_PX / 2 + 4];
