import { themeTokens, type ThemeTokens } from './theme-tokens';

/** `colorPrimary` -> `--gm-color-primary`. */
function cssVariableName(token: string): string {
  return `--gm-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * A `:root { --gm-... }` rule carrying every theme token, so plain CSS (the shell's frame, app-kit's
 * own toasts and error screen) uses exactly the values the antd apps use. Numbers are pixels.
 */
export function themeCssVariables(tokens: ThemeTokens = themeTokens): string {
  const declarations = Object.entries(tokens).map(
    ([token, value]) => `${cssVariableName(token)}:${typeof value === 'number' ? `${value}px` : value};`,
  );
  return `:root{${declarations.join('')}}`;
}
