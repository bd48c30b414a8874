/**
 * The JSON shape of a server value: what `JSON.stringify` makes of it, as a type (`Jsonify<T>`) and as a
 * value (`toJson`), so the page that renders an island from server data hands it the very shape the API
 * would send (Dates become ISO strings) without a second, hand-written copy of the type.
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

export function toJson<T>(value: T): Jsonify<T> {
  if (value instanceof Date) return value.toISOString() as Jsonify<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => toJson(item)) as Jsonify<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    // Keys whose value is undefined are left out, as JSON.stringify does.
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = toJson(item);
    return out as Jsonify<T>;
  }
  return value as Jsonify<T>;
}
