import type { Page } from '@playwright/test';

/** Records the path of every request the page makes (to assert which app's assets were loaded). */
export function recordRequestPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
