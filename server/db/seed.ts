/** Loads the demo question bank of content/ into an empty database, in one transaction, through the importer. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { LevelSchema } from '@common/schemas/certificate';
import { parseQuestionFile } from '../modules/question-files';
import { insertCertificate, insertModule, insertQuestions } from '../modules/catalog/repository';
import { nowIso, type Database } from './database';
import { lockForSeed } from './dialect';

const CatalogSchema = z.object({
  certificates: z.array(
    z.object({
      name: z.string().min(1),
      level: LevelSchema,
      description: z.string().min(1),
      modules: z.array(z.object({ order: z.number().int(), name: z.string().min(1), description: z.string().min(1), file: z.string().optional() })),
    }),
  ),
});
export type DemoCatalog = z.infer<typeof CatalogSchema>;

/**
 * Reads and parses every file of the demo bank; throws with every problem when any file is broken.
 * A listed file that is missing leaves its module empty (shown as Coming Soon) and is reported in
 * `missing`; the content test fails on it, so a release never ships that way.
 */
export function loadDemoContent(contentDir: string) {
  const dir = resolve(contentDir);
  const catalog = CatalogSchema.parse(JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')));
  const problems: string[] = [];
  const missing: string[] = [];
  const certificates = catalog.certificates.map((cert) => ({
    ...cert,
    modules: cert.modules.map((mod) => {
      if (mod.file && !existsSync(join(dir, mod.file))) missing.push(mod.file);
      if (!mod.file || !existsSync(join(dir, mod.file))) return { ...mod, questions: [] };
      const parsed = parseQuestionFile('aiken', readFileSync(join(dir, mod.file), 'utf8'), { defaultDifficulty: 'medium' });
      for (const e of parsed.errors) problems.push(`${mod.file}:${e.line}: ${e.message}`);
      if (parsed.errorCount > parsed.errors.length) problems.push(`${mod.file}: and ${parsed.errorCount - parsed.errors.length} more problems`);
      return { ...mod, questions: parsed.questions };
    }),
  }));
  if (problems.length > 0) throw new Error(`The demo content has errors:\n${problems.join('\n')}`);
  return { certificates, missing };
}

export async function seedDemo(database: Database, options: { contentDir: string; log: FastifyBaseLogger }): Promise<boolean> {
  const { certificates: content, missing } = loadDemoContent(options.contentDir);
  if (missing.length > 0) options.log.warn({ missing }, 'demo content files are missing: their modules stay empty');
  const now = nowIso();
  const seeded = await database.db.transaction().execute(async (trx) => {
    await lockForSeed(trx, database.engine);
    // Any certificate, even a deleted one, means the database has been used: leave it alone.
    const existing = await trx.selectFrom('certificates').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    for (const cert of content) {
      const certificateId = await insertCertificate(trx, { name: cert.name, description: cert.description, level: cert.level }, now);
      for (const mod of cert.modules) {
        const moduleId = await insertModule(trx, { certificateId, name: mod.name, description: mod.description, order: mod.order }, now);
        await insertQuestions(trx, moduleId, mod.questions, now);
      }
    }
    return true;
  });
  if (seeded) {
    const questions = content.flatMap((c) => c.modules).reduce((n, m) => n + m.questions.length, 0);
    options.log.info({ certificates: content.length, questions }, 'demo question bank loaded');
  }
  return seeded;
}
