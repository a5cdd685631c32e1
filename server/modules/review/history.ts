/**
 * Mastery per module over time (docs/learning.md, "Readiness over time"): for each of the last N
 * local days, the readiness figures as they stood at the end of that day (today: now). Each
 * question's card is rebuilt by replaying its logged reviews through the same FSRS scheduler, so the
 * last day equals GET /api/readiness. The question set is today's: questions added or deleted since
 * count as if they had always been (or never been) there.
 */
import { addDays, localDate } from '@common/rules/progress';
import type { ReadinessHistory } from '@common/schemas/review';
import type { Database } from '@server/db/database';
import type { CatalogView } from '../catalog/cache';
import { blueprintOf } from '../exam/service';
import { chanceToday, UNSEEN_PRIOR } from './readiness';
import { reviewsOfCertificate } from './repository';
import { review, type StoredCard } from './scheduler';

const AGAIN = 1;

/** The instant (ms) a local calendar day ends in a time zone: the last millisecond before the next day starts. */
export function endOfLocalDay(date: string, timeZone: string): number {
  const nextMidnightUtc = Date.parse(`${addDays(date, 1)}T00:00:00Z`);
  // Walk back by the zone's offset at that moment, then correct once for a change of offset (DST).
  let t = nextMidnightUtc - offsetAt(nextMidnightUtc, timeZone);
  t = nextMidnightUtc - offsetAt(t, timeZone);
  return t - 1;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

interface Replayed {
  moduleId: number;
  /** The card after each review, with that review's instant (ms), oldest first. */
  steps: { at: number; card: StoredCard }[];
}

export async function readinessHistory(db: Database['db'], catalog: CatalogView, userId: number, certificateId: number, now: Date, timeZone: string, days: number): Promise<ReadinessHistory> {
  const [blueprint, rows] = await Promise.all([blueprintOf(catalog, certificateId), catalog.liveQuestions().then((live) => reviewsOfCertificate(db, live, userId, certificateId))]);
  const byQuestion = new Map<number, typeof rows>();
  for (const r of rows) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  const replayed: Replayed[] = [];
  for (const reviews of byQuestion.values()) {
    // Only the reviews of the current schedule (a changed key starts afresh): the last `reps` of them.
    const current = reviews.slice(Math.max(0, reviews.length - reviews[0]!.reps));
    let card: StoredCard | undefined;
    const steps: Replayed['steps'] = [];
    for (const r of current) {
      const at = new Date(r.review);
      card = review(card, r.rating !== AGAIN, at).card;
      steps.push({ at: at.getTime(), card });
    }
    replayed.push({ moduleId: reviews[0]!.moduleId, steps });
  }

  const modules = blueprint.modules.filter((m) => m.available > 0);
  const today = localDate(now, timeZone);
  const result: ReadinessHistory['days'] = [];
  for (let i = days - 1; i >= 0; i--) {
    const date = addDays(today, -i);
    const at = new Date(i === 0 ? now.getTime() : Math.min(now.getTime(), endOfLocalDay(date, timeZone)));
    const expected = new Map<number, { sum: number; seen: number }>();
    for (const q of replayed) {
      let card: StoredCard | undefined;
      for (const s of q.steps) {
        if (s.at > at.getTime()) break;
        card = s.card;
      }
      if (!card) continue;
      const e = expected.get(q.moduleId) ?? { sum: 0, seen: 0 };
      e.sum += chanceToday(card, at);
      e.seen += 1;
      expected.set(q.moduleId, e);
    }
    const mastery = modules.map((m) => {
      const e = expected.get(m.id) ?? { sum: 0, seen: 0 };
      const seen = Math.min(e.seen, m.available);
      return Math.round((100 * (e.sum + (m.available - seen) * UNSEEN_PRIOR)) / m.available);
    });
    const weighted = modules.map((m, j) => ({ weight: m.weight, mastery: mastery[j]! })).filter((m) => m.weight > 0);
    const weights = weighted.reduce((n, m) => n + m.weight, 0);
    const predicted = weights > 0 ? weighted.reduce((n, m) => n + m.mastery * m.weight, 0) / weights : 0;
    result.push({ date, predictedScore: Math.round(predicted), mastery });
  }
  return { certificateId, modules: modules.map((m) => ({ moduleId: m.id, moduleName: m.name })), days: result };
}
