import { environmentManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { commitImport } from '../api/commit-import';
import { importProgressQueryOptions, type ImportProgress } from '../api/get-import';
import { fakeImportApi } from '../../../testing/fake-import-api';
import { ProgressStep } from './progress-step';
import { csvPreview, IMPORT_ID, progressOf } from '../../../testing/test-imports';

jest.mock('../../../../../app-kit/src/styles/app-kit.css', () => ({}));

const mockGateway = fakeImportApi();
jest.mock('@groupmap/app-kit', () => ({
  ...jest.requireActual('@groupmap/app-kit'),
  getApiClient: () => mockGateway.client,
}));

const render = (progress: ImportProgress | undefined) =>
  renderToStaticMarkup(
    <ProgressStep
      progress={progress}
      cancelling={false}
      cancelError={null}
      onCancel={() => undefined}
      onClose={() => undefined}
      onAnother={() => undefined}
    />,
  );

describe('the progress step', () => {
  it('shows the bar, the rows done, the time left, that the owner may leave, and "Cancel import"', () => {
    const html = render(progressOf({ done: 3, total: 9, secondsLeft: 130 }));
    const bar = /<div [^>]*role="progressbar"[^>]*>/.exec(html)?.[0] ?? '';
    expect(bar).toContain('aria-valuenow="33"');
    expect(bar).toContain('aria-label="3 of 9 rows"');
    expect(html).toContain('3 of 9 rows');
    expect(html).toContain('About 2 min left');
    expect(html).toContain('You can leave this page; the import carries on.');
    expect(html).toMatch(/<button [^>]*>Cancel import<\/button>/);
    expect(render(progressOf({ secondsLeft: null }))).not.toContain('left');
  });

  it('says how many were imported and lists the rows skipped', () => {
    const problems = [{ row: 4, reason: 'Address not found' }];
    const html = render(progressOf({ status: 'done', done: 9, imported: 8, problems, problemCount: 1 }));
    expect(html).toContain('Imported 8 locations');
    expect(html).toContain('1 row skipped');
    expect(html).toContain('<strong>Row 4</strong>: Address not found');
    expect(html).toMatch(/<button [^>]*>Close<\/button>/);
    expect(html).not.toContain('Cancel import');
    expect(render(progressOf({ status: 'done', imported: 1 }))).toContain('Imported 1 location<');
  });

  it('says why a failed import failed, and that a cancelled one added nothing', () => {
    expect(render(progressOf({ status: 'failed', error: 'Location limit reached' }))).toContain(
      'Location limit reached',
    );
    expect(render(progressOf({ status: 'failed' }))).toContain(
      'The import failed and nothing was added. Please try again.',
    );
    expect(render(progressOf({ status: 'cancelled' }))).toContain(
      'The import was cancelled. Nothing was added.',
    );
  });
});

describe('a committed import, followed', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    jest.useFakeTimers();
    mockGateway.install();
    // Node has no window, so react-query takes it for a server and keeps no refetch timers.
    environmentManager.setIsServer(() => false);
  });
  afterEach(() => {
    environmentManager.setIsServer(() => typeof window === 'undefined');
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('is asked every second, shows its progress, then the done text, and is asked no more', async () => {
    const answers = [
      progressOf({ done: 6 }),
      progressOf({ status: 'done', done: 9, imported: 9, secondsLeft: null }),
    ];
    let reads = 0;
    mockGateway.answerWith(({ method }) =>
      method === 'POST'
        ? { status: 202, body: progressOf({ done: 0 }) }
        : { status: 200, body: answers[Math.min(reads++, answers.length - 1)] },
    );
    const client = new QueryClient();
    const options = importProgressQueryOptions(7, IMPORT_ID);

    // What the page does with the commit's answer: it becomes the progress to follow.
    client.setQueryData(options.queryKey, await commitImport(7, IMPORT_ID, csvPreview.mapping));
    const observer = new QueryObserver(client, { ...options, staleTime: Infinity });
    const shown: string[] = [];
    const unsubscribe = observer.subscribe(({ data }) => shown.push(render(data)));
    expect(render(observer.getCurrentResult().data)).toContain('0 of 9 rows');

    await jest.advanceTimersByTimeAsync(1000);
    expect(shown.at(-1)).toContain('6 of 9 rows');
    await jest.advanceTimersByTimeAsync(1000);
    expect(shown.at(-1)).toContain('Imported 9 locations');
    await jest.advanceTimersByTimeAsync(5000);
    unsubscribe();

    expect(mockGateway.sent.map(({ method }) => method)).toEqual(['POST', 'GET', 'GET']);
  });
});
