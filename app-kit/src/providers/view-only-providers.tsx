import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '../query/query-client';
import { themeCssVariables } from '../theme/theme-css-variables';
import '../styles/app-kit.css';

const themeCss = themeCssVariables();

/**
 * AppProviders without the toast region, for a page that reads and never writes, signs in or toasts:
 * mf-map's /embed/{permalink}, whose JavaScript must stay small (Radix Toast is about 12 kB gzip of
 * it). The page's one QueryClient and the theme, as AppProviders gives them; mount it at the root of
 * such a page only, never below AppProviders.
 */
export function ViewOnlyProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <style href="groupmap-theme" precedence="default">
        {themeCss}
      </style>
      {children}
    </QueryClientProvider>
  );
}
