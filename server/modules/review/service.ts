/** What is due for spaced review, per certificate. */
import type { Kysely } from 'kysely';
import type { ReviewSummary } from '../../../common/schemas/review';
import type { DB } from '../../db/database';
import * as repo from './repository';

export async function summary(db: Kysely<DB>, userId: number, now: Date): Promise<ReviewSummary> {
  const at = now.toISOString();
  const [byCertificate, rest] = await Promise.all([repo.dueByCertificate(db, userId, at), repo.studiedAndNext(db, userId, at)]);
  const dueByCertificate = byCertificate.map((r) => ({ certificateId: r.certificateId, due: Number(r.due) }));
  return { due: dueByCertificate.reduce((n, r) => n + r.due, 0), dueByCertificate, ...rest };
}
