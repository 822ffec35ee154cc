/**
 * The one look of every Groupmap app, as a plain object of antd seed-token names. Apps that use antd
 * pass it to their own `ConfigProvider theme={{ token: themeTokens }}` (antd is not shared, so each
 * app wraps its own copy); plain-CSS parts read the same values as CSS custom properties
 * (`themeCssVariables`).
 */
export const themeTokens = {
  colorPrimary: '#18181b',
  colorLink: '#1d4ed8',
  colorText: '#18181b',
  colorTextSecondary: '#52525b',
  // antd draws descriptions (Typography type="secondary", card and form hints) and icons in the
  // tertiary text colour, by default rgba(0,0,0,0.45): 3.4:1 on white, below WCAG AA's 4.5:1. This
  // grey between zinc-500 and zinc-600 keeps 5:1 even on zinc-100 hover fills.
  colorTextTertiary: '#67676f',
  colorTextDescription: '#67676f',
  colorBgLayout: '#fafafa',
  colorBgContainer: '#ffffff',
  colorBorder: '#e4e4e7',
  colorError: '#dc2626',
  colorSuccess: '#16a34a',
  colorWarning: '#ca8a04',
  borderRadius: 8,
  fontSize: 14,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
} as const;

export type ThemeTokens = typeof themeTokens;
