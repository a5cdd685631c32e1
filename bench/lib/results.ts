/** Where every bench writes its figures: bench/results/<name>.json (the data) and .md (the table). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './datasets';

/** Writes `<name>.json` and `<name>.md` under bench/results, prints the table and where it went. */
export function writeResults(name: string, result: unknown, md: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(join(RESULTS_DIR, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(RESULTS_DIR, `${name}.md`), md);
  console.log(`\n${md}`);
  console.log(`written bench/results/${name}.json and .md`);
}

/** A file-name-safe stamp of an ISO time: 2026-11-24T07-48-32. */
export const stampOf = (iso: string) => iso.replace(/[:.]/g, '-').slice(0, 19);

/** Runs a bench's main function; a failure is printed and exits 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
