/** Rows per multi-row statement: well below SQLite's (32,766) and PostgreSQL's (65,535) limits on bound values. */
export const ROWS_PER_STATEMENT = 500;

/** `items` in consecutive parts of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}
