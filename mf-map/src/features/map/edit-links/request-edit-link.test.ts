import { editLinkMessages, validationMessages } from '@groupmap/contracts';
import { fakeImportApi } from '../../../testing/fake-import-api';
import { requestEditLink } from './request-edit-link';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));

const mockGateway = fakeImportApi();
jest.mock('@groupmap/app-kit', () => ({
  ...jest.requireActual('@groupmap/app-kit'),
  getApiClient: () => mockGateway.client,
}));

mockGateway.installForEachTest();

describe('requestEditLink', () => {
  it("posts the address and whether to keep it to the map's edit links, with the CSRF header", async () => {
    mockGateway.answerWith(() => ({ status: 202, body: { message: editLinkMessages.checkEmail } }));

    await expect(requestEditLink(7, { email: 'ann@example.com', remember: true })).resolves.toEqual({
      ok: true,
      data: { message: 'Check your email for a link' },
    });
    expect(mockGateway.sent).toEqual([
      {
        method: 'POST',
        path: '/api/maps/7/edit-links',
        csrf: 't0k3n',
        contentType: 'application/json',
        json: { email: 'ann@example.com', remember: true },
      },
    ]);
  });

  it("answers the service's refusal in its own words", async () => {
    mockGateway.answerWith(() => ({ status: 400, body: validationMessages.invalidEmail }));
    await expect(requestEditLink(7, { email: 'ann@', remember: false })).resolves.toEqual({
      ok: false,
      message: 'Invalid email address',
    });
  });
});
