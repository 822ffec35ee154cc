/**
 * What @tmcw/togeojson 7 adds to a placemark's properties from its style and display state rather
 * than its data: `styleUrl`, `styleHash`, `styleMapHash`, `visibility`, `open`, and the resolved
 * style as `icon`, `icon-color`, `icon-scale`, `icon-offset`..., `label-scale`..., `stroke`,
 * `stroke-width`..., `fill`, `fill-opacity`...; plus its own `@geometry-type` markers.
 */
const STYLE_NAMES = new Set(['styleUrl', 'styleHash', 'styleMapHash', 'visibility', 'open']);
const STYLE_PREFIXES = ['icon', 'label', 'stroke', 'fill'];

const isStyle = (name: string) =>
  STYLE_NAMES.has(name) ||
  name.startsWith('@') ||
  STYLE_PREFIXES.some((prefix) => name === prefix || name.startsWith(`${prefix}-`));

/** togeojson wraps a description written as CDATA as `{ "@type": "html", value }`. */
const isHtmlText = (value: unknown): value is { '@type': 'html'; value: string } =>
  typeof value === 'object' && value !== null && (value as { '@type'?: unknown })['@type'] === 'html';

/**
 * A KML placemark's data (name, address, description, ExtendedData `Data`/`SimpleData` values,
 * timestamps) from togeojson's properties, without its styling. An HTML description stays as its
 * HTML text: what My Maps shows, and the mapping decides what it becomes.
 */
export function kmlProperties(properties: Record<string, unknown> | null): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(properties ?? {})) {
    if (isStyle(name)) continue;
    data[name] = isHtmlText(value) ? value.value : value;
  }
  return data;
}
