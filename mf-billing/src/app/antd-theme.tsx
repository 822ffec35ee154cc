import { themeTokens } from '@groupmap/app-kit';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

const theme = { token: themeTokens };

/** This app's own (tree-shaken) antd, styled with the theme every Groupmap app shares. */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
