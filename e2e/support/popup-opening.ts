// antd's popups (Modal, Dropdown, a Select's list) open in stages (rc-motion): first in their final
// place but transparent (`<motion>-appear-prepare`, `-start`), then zooming or sliding in from a
// fraction of their size (`-active`). Playwright finds the first stage visible and still, so on a busy
// machine a click can press a button there and release it after the zoom has moved it: no click, and
// the dialog stays open. These helpers wait for the whole opening before acting.
import { expect, type Locator } from '@playwright/test';

/** The little of the DOM a page function below reads (the e2e project has no DOM types). */
interface PageElement {
  nodeType: number;
  classList: Iterable<string>;
  parentElement: PageElement | null;
  contains(other: PageElement): boolean;
  ownerDocument: {
    getAnimations(): {
      playState: string;
      effect: { target: PageElement | null; getTiming(): { iterations?: number } } | null;
    }[];
  };
}

/**
 * Runs in the page: true while `element`, one of its ancestors (the popup around a button) or its
 * descendants is opening, as an rc-motion stage class or a running finite CSS animation. Endless
 * animations (a spinner) do not count.
 */
function isOpening(element: unknown): boolean {
  const target = element as PageElement;
  const openingStage = /-(appear|enter)(-(prepare|start|active))?$/;
  for (let node: PageElement | null = target; node; node = node.parentElement) {
    for (const name of node.classList) if (openingStage.test(name)) return true;
  }
  return target.ownerDocument.getAnimations().some((animation) => {
    const animated = animation.effect?.target;
    if (!animated || animated.nodeType !== 1) return false;
    const related = animated.contains(target) || target.contains(animated);
    return (
      related && animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity
    );
  });
}

/** Waits until `popup` (or the element inside one) is visible and has finished opening. */
export async function waitUntilOpened(popup: Locator): Promise<void> {
  await expect(popup).toBeVisible();
  await expect.poll(() => popup.evaluate(isOpening), { message: 'the popup to finish opening' }).toBe(false);
}

/**
 * Clicks `target` in a popup once the popup has opened. The click is not repeated: the caller then
 * asserts what the click does (the dialog closes, the option is chosen), which proves it landed.
 */
export async function clickWhenOpened(target: Locator): Promise<void> {
  await waitUntilOpened(target);
  await target.click();
}
