/** Rows per multi-row statement: well below SQLite's (32,766) and PostgreSQL's (65,535) limits on bound values. */
export const ROWS_PER_STATEMENT = 500;

/** `items` in consecutive parts of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * `items` in consecutive parts whose sizes are powers of two, largest first, none over `max`:
 * 146 items are parts of 128, 16 and 2. A multi-row statement's SQL text depends on its number of
 * rows, and SQLite prepares every new text anew: the group commit's statements, whose row counts
 * change with every batch, spent more time being prepared than running (docs/performance.md). With
 * a few sizes only, each part's statement comes from the statement cache after its first use.
 */
export function statementChunks<T>(items: readonly T[], max = ROWS_PER_STATEMENT): T[][] {
  let largest = 1;
  while (largest * 2 <= max) largest *= 2;
  const parts: T[][] = [];
  let at = 0;
  for (let size = largest; size >= 1; size /= 2) {
    while (items.length - at >= size) {
      parts.push(items.slice(at, at + size));
      at += size;
    }
  }
  return parts;
}
