import { isXmlElement, type XmlElement, type XmlNode } from './xml-element';

/** The namespace bindings in scope: prefix ('' for the default namespace) -> namespace name. */
export type XmlNamespaces = ReadonlyMap<string, string>;

const XMLNS = 'xmlns';
const XMLNS_PREFIXED = `${XMLNS}:`;

/** The bindings inside `element`: those around it, overridden by its own `xmlns` attributes. */
export function namespacesIn(element: XmlElement, around: XmlNamespaces): XmlNamespaces {
  let bindings: Map<string, string> | undefined;
  for (const name in element.attributes) {
    const namespace = element.attributes[name];
    if (namespace === undefined || (name !== XMLNS && !name.startsWith(XMLNS_PREFIXED))) continue;
    bindings ??= new Map(around);
    bindings.set(name.slice(XMLNS_PREFIXED.length), namespace);
  }
  return bindings ?? around;
}

/** An element with the namespace of its name; undefined for none (or an undeclared prefix). */
export interface NamespacedElement {
  element: XmlElement;
  namespace: string | undefined;
}

/**
 * The elements below `record` in document order, each with its namespace resolved from the bindings
 * `around` the record and those declared on the way down. The reader leaves namespaces unresolved
 * (saxes is faster without, and a KML with an undeclared `gx:` prefix still reads), so the few
 * readers that need them, GPX extensions, resolve them here.
 */
export function namespacedDescendants(record: XmlElement, around: XmlNamespaces): NamespacedElement[] {
  const found: NamespacedElement[] = [];
  const pending: { node: XmlNode; around: XmlNamespaces }[] = [];
  const below = (element: XmlElement, namespaces: XmlNamespaces) => {
    for (let index = element.children.length - 1; index >= 0; index -= 1) {
      const child = element.children[index];
      if (child) pending.push({ node: child, around: namespaces });
    }
  };
  below(record, namespacesIn(record, around));
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (!isXmlElement(next.node)) continue;
    const namespaces = namespacesIn(next.node, next.around);
    const colon = next.node.name.indexOf(':');
    const prefix = colon === -1 ? '' : next.node.name.slice(0, colon);
    found.push({ element: next.node, namespace: namespaces.get(prefix) || undefined });
    below(next.node, namespaces);
  }
  return found;
}
