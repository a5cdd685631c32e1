/**
 * Adds the learning data (review cards, an administrator session: bench/lib/learning.ts) to a
 * generated SQLite data set ahead of a run; `npm run bench` does the same on first use.
 *
 *   npx tsx bench/learning-data.ts --scale 1
 */
import { Args } from './lib/args';
import { ensureLearningData } from './lib/learning';

const args = new Args();
const result = ensureLearningData({ engine: 'sqlite', kind: 'large', scale: args.number('scale', 1, 'BENCH_SCALE') }, (line) => console.log(line));
console.log(result ? `${result.cards.toLocaleString('en')} cards (${result.seconds} s)` : 'no such SQLite data set: generate it first (bench/generate.ts)');
