// An automated accessibility check with axe-core: the rules of WCAG 2.0, 2.1 and 2.2 at levels A and
// AA. Only serious and critical findings fail a test; minor and moderate ones (often best-practice
// hints) are left to review by hand so the check stays a gate for real barriers.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's tags for the WCAG 2.x success criteria at levels A and AA. */
const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type AxeViolation = AxeResults['violations'][number];

/**
 * One line per violation: its impact, rule id and help text, then each failing node's selector with
 * axe's own finding (for colour contrast: the ratio and both colours), so a failure says what to fix.
 */
function describe(violation: AxeViolation): string {
  const nodes = violation.nodes.map(({ target, any, all, none }) => {
    const finding = [...any, ...all, ...none].find(({ message }) => message)?.message;
    return `${target.join(' ')}${finding ? ` -- ${finding}` : ''}`;
  });
  return `[${violation.impact}] ${violation.id}: ${violation.help}\n  ${nodes.join('\n  ')}`;
}

/** The little of the DOM's animation API the wait needs (the e2e project has no DOM types). */
interface RunningAnimations {
  document: {
    getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[];
  };
}

/**
 * Waits until every finite animation (a dialog zooming in, a toast sliding in) has ended: mid-fade
 * colours would be measured otherwise. Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as RunningAnimations).document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Runs axe on the page once its animations have settled; answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).analyze();
  return results.violations.filter(({ impact }) => impact && BLOCKING_IMPACTS.has(impact));
}

/**
 * Fails, listing each one, when the page as it is now has a serious or critical WCAG 2.x A/AA
 * violation. Wait for the content to be checked (a heading, a card) before calling it.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const violations = await seriousA11yViolations(page);
  const report = violations.map(describe).join('\n');
  expect(violations.length, `serious or critical axe violations on ${page.url()}:\n${report}`).toBe(0);
}
