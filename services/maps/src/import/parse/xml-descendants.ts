import { isXmlElement, type XmlElement, type XmlNode } from './xml-element';

/**
 * Visits the nodes below `element` in document order until `visit` returns true. A callback rather
 * than a generator, which costs several times more per node.
 */
function walk(element: XmlElement, visit: (node: XmlNode) => boolean | void): void {
  const pending: XmlNode[] = [];
  const pushChildren = (parent: XmlElement) => {
    for (let index = parent.children.length - 1; index >= 0; index -= 1) {
      const child = parent.children[index];
      if (child) pending.push(child);
    }
  };
  pushChildren(element);
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (visit(node)) return;
    if (isXmlElement(node)) pushChildren(node);
  }
}

/** The elements below `element` in document order, as the DOM's `getElementsByTagName('*')` lists them. */
export function descendants(element: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  walk(element, (node) => {
    if (isXmlElement(node)) found.push(node);
  });
  return found;
}

/** The descendants with this qualified name, in document order (the DOM's `getElementsByTagName`). */
export function descendantsNamed(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  walk(element, (node) => {
    if (isXmlElement(node) && node.name === name) found.push(node);
  });
  return found;
}

/**
 * The first descendant of each of these qualified names (the one togeojson reads a value from), in
 * one walk: name -> element, for the names found.
 */
export function firstDescendantsNamed(
  element: XmlElement,
  names: readonly string[],
): Map<string, XmlElement> {
  const wanted = new Set(names);
  const found = new Map<string, XmlElement>();
  walk(element, (node) => {
    if (!isXmlElement(node) || !wanted.has(node.name) || found.has(node.name)) return false;
    found.set(node.name, node);
    return found.size === wanted.size;
  });
  return found;
}

/** The first descendant with this qualified name. */
export function firstDescendantNamed(element: XmlElement, name: string): XmlElement | undefined {
  let found: XmlElement | undefined;
  walk(element, (node) => {
    if (isXmlElement(node) && node.name === name) found = node;
    return found !== undefined;
  });
  return found;
}

/** All the text inside an element, CDATA included, as the DOM's `textContent` gives it. */
export function textContent(element: XmlElement): string {
  const only = element.children.length === 1 ? element.children[0] : undefined;
  if (only && !isXmlElement(only)) return only.text;
  let text = '';
  walk(element, (node) => {
    if (!isXmlElement(node)) text += node.text;
  });
  return text;
}

/** The text of the first descendant with this name; empty when there is none. */
export function descendantText(element: XmlElement, name: string): string {
  const found = firstDescendantNamed(element, name);
  return found ? textContent(found) : '';
}

/**
 * The non-empty texts of these elements (found by `firstDescendantsNamed`), in the order of `names`:
 * togeojson's `getMulti`, which gives a placemark's or waypoint's name, description...
 */
export function nonEmptyTexts(
  elements: ReadonlyMap<string, XmlElement>,
  names: readonly string[],
): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const name of names) {
    const element = elements.get(name);
    const text = element ? textContent(element) : '';
    if (text) texts[name] = text;
  }
  return texts;
}
