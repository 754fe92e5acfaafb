/**
 * Records keyed by ids that differ from game to game (last known information by object id).
 * A JavaScript engine may store a small object's properties in a "fast" layout that describes
 * each set of keys by a shape of its own: for a record that gains a new, game-specific key at
 * every zone change, each addition then makes (and keeps) a new shape. A record that starts in
 * the hash-table layout never does. The contents, prototype and JSON of the record are those of
 * `{}`: only the speed of adding keys differs.
 */

/** An empty plain object (`{}`, with Object.prototype) in the hash-table layout, for keys added one by one. */
export function emptyRecord<V>(): Record<string, V> {
  const r: Record<string, unknown> = {};
  // deleting a property other than the last added one switches the object to the hash-table layout
  r.a = 0;
  r.b = 0;
  delete r.a;
  delete r.b;
  return r as Record<string, V>;
}
