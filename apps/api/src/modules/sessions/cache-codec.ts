// JSON for what the shared (Redis) cache holds: rows with Dates, and the Sets and Maps of a user's own
// values. Tagged so that a Date comes back a Date, not a string.
type Tagged = { $d: string } | { $set: unknown[] } | { $map: [unknown, unknown][] };

export function encode(value: unknown): string {
  return JSON.stringify(value, function replace(this: Record<string, unknown>, key, current: unknown) {
    // JSON.stringify has already called Date#toJSON on `current`: the original is on the holder.
    const original = this[key];
    if (original instanceof Date) return { $d: original.toISOString() } satisfies Tagged;
    if (current instanceof Set) return { $set: [...current] } satisfies Tagged;
    if (current instanceof Map) return { $map: [...current] } satisfies Tagged;
    return current;
  });
}

export function decode<T>(text: string): T {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const tagged = value as Partial<Record<'$d' | '$set' | '$map', unknown>>;
      const keys = Object.keys(value);
      if (keys.length === 1) {
        if (typeof tagged.$d === 'string') return new Date(tagged.$d);
        if (Array.isArray(tagged.$set)) return new Set(tagged.$set);
        if (Array.isArray(tagged.$map)) return new Map(tagged.$map as [unknown, unknown][]);
      }
    }
    return value;
  }) as T;
}
