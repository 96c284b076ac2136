// Database ids are Postgres integers: what a URL or a form may name as one.

/** Database ids are Postgres integers, written with at most 10 digits. */
export const ID_MAX = 2_147_483_647;
export const ID_DIGITS = /^\d{1,10}$/;
export const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 1 && (n as number) <= ID_MAX;

/** A positive database id from a route parameter, or null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return isId(id) ? id : null;
}
