/**
 * A Map that keeps at most `limit` entries, dropping the oldest set first (a Map iterates in
 * insertion order): for caches whose misses only cost a recomputation. No LRU library: the kit is
 * bundled into every service, whose own dependency trees may resolve another major version of one.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
