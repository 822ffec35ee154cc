import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { getQueryClient } from '../query/query-client';
import { themeCssVariables } from '../theme/theme-css-variables';
import { Toaster } from '../toast/toaster';
import '../styles/app-kit.css';

/** True below the first AppProviders of the page; the context object is shared with app-kit. */
const MountedContext = createContext(false);

const themeCss = themeCssVariables();

/**
 * Everything every app mounts: the page's one QueryClient, the theme as CSS custom properties, and
 * the one toast region. The shell, each remote run standalone and /embed mount it at their root. A
 * remote rendered inside the shell may mount it too: below an existing AppProviders it adds nothing,
 * so there is still one query cache and one toast region per page.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const alreadyMounted = useContext(MountedContext);
  if (alreadyMounted) return children;
  return (
    <MountedContext.Provider value={true}>
      <QueryClientProvider client={getQueryClient()}>
        {/* React 19 hoists this into <head> once, however many apps render it. */}
        <style href="groupmap-theme" precedence="default">
          {themeCss}
        </style>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MountedContext.Provider>
  );
}
