import { importMappingError, type ImportMapping } from '@groupmap/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ImportPreview } from '../api/create-import';
import { PreviewStep } from './preview-step';
import { csvPreview } from '../../../testing/test-imports';

/** The step as the dialog shows it, the draft checked with the contracts' rule as the flow does. */
function render(preview: ImportPreview, draft: ImportMapping = preview.mapping) {
  const flow = {
    preview,
    draft,
    mappingError: importMappingError(draft, preview.columns, preview.format),
    updating: false,
    remapError: null,
    starting: false,
    startError: null,
    changeMapping: () => undefined,
    start: () => undefined,
  };
  return renderToStaticMarkup(<PreviewStep flow={flow} onCancel={() => undefined} />);
}

const importButton = (html: string) => /<button [^>]*>Import [^<]*<\/button>/.exec(html)?.[0] ?? '';

describe('the preview step', () => {
  it('says how many rows are ready and how many will be placed by their address', () => {
    const html = render(csvPreview);
    expect(html).toContain('9 of 12 rows are ready to import');
    expect(html).toContain('4 rows will be placed by their address');
    expect(importButton(html)).toMatch(/>Import 9 locations</);
    expect(importButton(html)).not.toContain('disabled');
    expect(html).toMatch(/<button [^>]*>Cancel<\/button>/);
  });

  it('shows the first rows as decoded, under their columns', () => {
    const html = render(csvPreview);
    expect(html).toContain('<caption');
    expect(html).toContain('First rows as read');
    expect(html).toContain('<th scope="col">Opening hours</th>');
    expect(html).toContain('<td>Crêpes Élise</td>');
  });

  it('lists the rows that will be skipped, the first 20 then how many more', () => {
    expect(render(csvPreview)).toContain('<strong>Row 3</strong>: Address not found');
    const problems = Array.from({ length: 25 }, (_, index) => ({
      row: index + 2,
      reason: 'Address not found',
    }));
    const html = render({ ...csvPreview, problems, problemCount: 31 });
    expect(html).toContain('Rows that will be skipped');
    expect(html).toContain('<strong>Row 21</strong>');
    expect(html).not.toContain('<strong>Row 22</strong>');
    expect(html).toContain('and 11 more');
  });

  it("labels a Select for each target and for each other column, showing the mapping's choice", () => {
    const html = render(csvPreview);
    for (const label of [
      'Name',
      'Address',
      'Latitude',
      'Longitude',
      'Region',
      'Country',
      'Website',
      'Opening hours',
    ]) {
      const id = new RegExp(`<label for="([^"]+)">${label}</label>`).exec(html)?.[1];
      expect(id).toBeDefined();
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('title="Stall"');
    expect(html).toContain('title="Custom field: Website"');
    expect(html).toContain('title="Do not import"');
  });

  it('shows a local mapping error and disables Import', () => {
    const draft = { ...csvPreview.mapping, name: null };
    const html = render(csvPreview, draft);
    expect(html).toContain('Choose the column that holds the name');
    expect(importButton(html)).toContain('disabled');
  });

  it("shows the plan's limit as an error and disables Import, as it does when nothing is ready", () => {
    const limited = render({ ...csvPreview, limitProblem: 'Location limit reached' });
    expect(limited).toMatch(/role="alert"[^]*Location limit reached/);
    expect(importButton(limited)).toContain('disabled');
    const none = render({ ...csvPreview, ready: 0 });
    expect(importButton(none)).toMatch(/disabled[^>]*>Import 0 locations</);
  });

  it('offers the file’s own points for the coordinates of a geographic file', () => {
    const geojson = { ...csvPreview, format: 'geojson' as const };
    const html = render(geojson, { ...geojson.mapping, latitude: null, longitude: null });
    expect(html.match(/title="From each point in the file"/g)).toHaveLength(2);
  });
});
