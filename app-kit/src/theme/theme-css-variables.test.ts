import { themeCssVariables } from './theme-css-variables';
import { themeTokens } from './theme-tokens';

describe('themeCssVariables', () => {
  it('exposes every token as a kebab-case custom property, numbers in pixels', () => {
    const css = themeCssVariables();
    expect(css.startsWith(':root{')).toBe(true);
    expect(css).toContain(`--gm-color-primary:${themeTokens.colorPrimary};`);
    expect(css).toContain(`--gm-border-radius:${themeTokens.borderRadius}px;`);
    expect(css.match(/--gm-/g)).toHaveLength(Object.keys(themeTokens).length);
  });
});
