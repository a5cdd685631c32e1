/** Mock exams: how many questions each module gives, and whether a score passes. */
import { percentOf } from './grading';

export interface WeightedModule {
  id: number;
  weight: number;
  /** Questions the module has. */
  available: number;
}

/**
 * Splits `total` questions over modules in proportion to their weights by the largest-remainder
 * method: each module gets the whole part of its share, then the seats left go to the largest
 * fractional parts (ties to the earlier module). A module never gives more than it has; what it
 * cannot give is shared again among the others by the same rule. The result sums to
 * `min(total, questions available in modules with a weight)`.
 */
export function allocateByWeight(total: number, modules: readonly WeightedModule[]): Map<number, number> {
  const counts = new Map<number, number>(modules.map((m) => [m.id, 0]));
  let open = modules.filter((m) => m.weight > 0 && m.available > 0);
  let left = Math.min(
    total,
    open.reduce((n, m) => n + m.available, 0),
  );
  while (left > 0 && open.length > 0) {
    const weights = open.reduce((n, m) => n + m.weight, 0);
    const shares = open.map((m, order) => {
      const exact = (left * m.weight) / weights;
      return { m, order, seats: Math.floor(exact), fraction: exact - Math.floor(exact) };
    });
    // The seats the whole parts leave go to the largest fractional parts, ties to the earlier module.
    let remainder = left - shares.reduce((n, s) => n + s.seats, 0);
    for (const s of [...shares].sort((a, b) => b.fraction - a.fraction || a.order - b.order)) {
      if (remainder-- <= 0) break;
      s.seats++;
    }
    // A module gives at most what it has; the overflow is shared again among the others.
    let overflow = 0;
    for (const s of shares) {
      const room = s.m.available - counts.get(s.m.id)!;
      const given = Math.min(s.seats, room);
      counts.set(s.m.id, counts.get(s.m.id)! + given);
      overflow += s.seats - given;
    }
    left = overflow;
    open = open.filter((m) => counts.get(m.id)! < m.available);
  }
  return counts;
}

/** Percent right, rounded; passes at or above the pass mark. */
export function examPassed(score: number, total: number, passMark: number): boolean {
  return total > 0 && percentOf(score, total) >= passMark;
}

/** How sure a prediction is, from the share of the certificate's questions the learner has seen. */
export function confidenceOf(seen: number, total: number): 'low' | 'medium' | 'high' {
  const share = total > 0 ? seen / total : 0;
  if (share < 0.2) return 'low';
  if (share < 0.5) return 'medium';
  return 'high';
}
