// A rough count of the bytes a value holds in memory, for caches that are bounded in bytes: the
// contents (strings at one byte a character, numbers at 8, binary data at its length) plus a
// fixed cost per object, array and entry. It errs on the large side for short strings and small
// objects, which is the safe side for a bound. Shared references are counted each time.

const OBJECT = 32;
const ENTRY = 16;
const MAX_DEPTH = 8;

export function approximateBytes(value: unknown, depth = 0): number {
  switch (typeof value) {
    case "string":
      return 16 + value.length;
    case "number":
    case "bigint":
      return 8;
    case "boolean":
    case "undefined":
      return 4;
    case "object":
      break;
    default:
      return 8;
  }
  if (value === null) return 4;
  if (ArrayBuffer.isView(value)) return OBJECT + value.byteLength;
  if (value instanceof ArrayBuffer) return OBJECT + value.byteLength;
  if (value instanceof Date) return OBJECT;
  // Past this depth a value is counted as an object of unknown contents.
  if (depth >= MAX_DEPTH) return OBJECT;
  let bytes = OBJECT;
  if (Array.isArray(value) || value instanceof Set) {
    for (const item of value) bytes += ENTRY + approximateBytes(item, depth + 1);
  } else if (value instanceof Map) {
    for (const [key, item] of value) bytes += ENTRY + approximateBytes(key, depth + 1) + approximateBytes(item, depth + 1);
  } else {
    for (const key in value) bytes += ENTRY + key.length + approximateBytes((value as Record<string, unknown>)[key], depth + 1);
  }
  return bytes;
}
