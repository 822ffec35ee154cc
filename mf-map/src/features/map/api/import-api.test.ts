import { mapImportErrors } from '@groupmap/contracts';
import { fakeImportApi } from '../../../testing/fake-import-api';
import { csvPreview, IMPORT_ID, progressOf } from '../../../testing/test-imports';
import { cancelImport } from './cancel-import';
import { commitImport } from './commit-import';
import { createImport } from './create-import';
import { getImport } from './get-import';
import { previewImportMapping } from './preview-import-mapping';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));

const mockGateway = fakeImportApi();
jest.mock('@groupmap/app-kit', () => ({
  ...jest.requireActual('@groupmap/app-kit'),
  getApiClient: () => mockGateway.client,
}));

mockGateway.installForEachTest();

const importPath = `/api/maps/7/imports/${IMPORT_ID}`;

describe('the import API calls', () => {
  it('posts the file as multipart, in the field "file", with the CSRF header, and answers the preview', async () => {
    mockGateway.answerWith(() => ({ status: 201, body: csvPreview }));
    const file = new File(['Stall,Street\nCrêpes,Rue de Rivoli 1\n'], 'stalls.csv', { type: 'text/csv' });

    await expect(createImport(7, file)).resolves.toEqual(csvPreview);

    const [request] = mockGateway.sent;
    expect(request).toMatchObject({ method: 'POST', path: '/api/maps/7/imports', csrf: 't0k3n' });
    const sentFile = request!.form!.get('file') as File;
    expect(sentFile.name).toBe('stalls.csv');
    expect(await sentFile.text()).toBe('Stall,Street\nCrêpes,Rue de Rivoli 1\n');
  });

  it("rejects with the server's text when it refuses the file", async () => {
    mockGateway.answerWith(() => ({ status: 400, body: mapImportErrors.importUnsupportedFile }));
    await expect(createImport(7, new File(['x'], 'photo.png'))).rejects.toThrow(
      mapImportErrors.importUnsupportedFile,
    );
  });

  it('rejects with "Imports are busy" in its own words, though from 500 on the status text is shown', async () => {
    const file = () => new File(['name\nA'], 'places.csv');
    mockGateway.answerWith(() => ({
      status: 503,
      statusText: 'Service Unavailable',
      body: mapImportErrors.importsBusy,
    }));
    await expect(createImport(7, file())).rejects.toThrow(mapImportErrors.importsBusy);
    mockGateway.answerWith(() => ({ status: 503, statusText: 'Service Unavailable', body: 'Anything else' }));
    await expect(createImport(7, file())).rejects.toThrow('Service Unavailable');
  });

  it('sends a changed mapping with PATCH and answers the new preview', async () => {
    const mapping = { ...csvPreview.mapping, region: 'Opening hours' };
    mockGateway.answerWith(() => ({ status: 200, body: { ...csvPreview, mapping } }));

    await expect(previewImportMapping(7, IMPORT_ID, mapping)).resolves.toMatchObject({ mapping });
    expect(mockGateway.sent).toEqual([
      expect.objectContaining({ method: 'PATCH', path: importPath, csrf: 't0k3n', json: { mapping } }),
    ]);
  });

  it('commits with the mapping, reads the progress, and cancels with DELETE', async () => {
    mockGateway.answerWith(({ method }) =>
      method === 'DELETE'
        ? { status: 200, body: progressOf({ status: 'cancelled' }) }
        : { status: method === 'POST' ? 202 : 200, body: progressOf() },
    );

    await commitImport(7, IMPORT_ID, csvPreview.mapping);
    await getImport(7, IMPORT_ID);
    await expect(cancelImport(7, IMPORT_ID)).resolves.toMatchObject({ status: 'cancelled' });

    expect(mockGateway.sent.map(({ method, path, json }) => ({ method, path, json }))).toEqual([
      { method: 'POST', path: `${importPath}/commit`, json: { mapping: csvPreview.mapping } },
      { method: 'GET', path: importPath, json: undefined },
      { method: 'DELETE', path: importPath, json: undefined },
    ]);
  });
});
