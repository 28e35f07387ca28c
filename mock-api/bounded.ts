/**
 * A Map that holds at most `max` entries: setting a new key when full forgets the one set (or touched) longest ago.
 * What the mock keeps per client-chosen key (a flag scope, an email address) stays bounded whatever callers send.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V) {
    // Re-inserted, so the Map's insertion order is the order of last use.
    super.delete(key);
    super.set(key, value);
    if (this.size > this.max) super.delete(this.keys().next().value as K);
    return this;
  }
}
