/** What a remote asks the shell's frame to show around its page. */
export interface PageChrome {
  /** The map's logo, shown in the page header while that map is open. */
  logo?: { src: string; alt: string };
}

type Listener = () => void;

const EMPTY: PageChrome = {};

/**
 * One value per page, in app-kit's module state (a Module Federation singleton), so a remote's
 * request reaches the shell that renders the frame.
 */
let current: PageChrome = EMPTY;
const listeners = new Set<Listener>();

export function setPageChrome(chrome: PageChrome): void {
  current = chrome;
  listeners.forEach((listener) => listener());
}

export function resetPageChrome(): void {
  setPageChrome(EMPTY);
}

export function getPageChrome(): PageChrome {
  return current;
}

export function subscribeToPageChrome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
