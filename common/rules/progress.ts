/** Experience points, local calendar days and true day streaks (docs/product.md §8). */

export const XP_PER_QUIZ = 10;
export const XP_PER_CORRECT = 5;

export function totalXp(quizzes: number, correctAnswers: number): number {
  return quizzes * XP_PER_QUIZ + correctAnswers * XP_PER_CORRECT;
}

const DAY_MS = 86_400_000;

/** What localDate keeps per time zone: its formatter, and the UTC offset of each UTC day seen whose offset did not change during it. */
interface Zone {
  dates: Intl.DateTimeFormat;
  parts: Intl.DateTimeFormat;
  offsetOfDay: Map<number, number | null>;
}

const zones = new Map<string, Zone>();
/** UTC days whose offset a zone keeps at most (about 27 years), so that odd instants cannot grow memory without end. */
const MAX_DAYS_PER_ZONE = 10_000;

function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    zone = {
      dates: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
      parts: new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }),
      offsetOfDay: new Map(),
    };
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The zone's offset from UTC at an instant (milliseconds, whole seconds). */
function offsetAt(zone: Zone, ms: number): number {
  const p: Record<string, number> = {};
  for (const { type, value } of zone.parts.formatToParts(ms)) if (type !== 'literal') p[type] = Number(value);
  const local = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute, p.second);
  return local - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The calendar date (YYYY-MM-DD) of an instant as seen in an IANA time zone. Formatting each
 * instant with Intl was a sixth of GET /api/progress's CPU (a learner's every session is dated), so
 * the zone's offset is worked out once per UTC day: an instant of a day whose offset is the same at
 * its first and last millisecond is dated by that offset; the rare day of a change is formatted
 * instant by instant, as before.
 */
export function localDate(instant: Date, timeZone: string): string {
  const zone = zoneOf(timeZone);
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) return zone.dates.format(instant);
  const day = Math.floor(ms / DAY_MS);
  let offset = zone.offsetOfDay.get(day);
  if (offset === undefined) {
    const first = offsetAt(zone, day * DAY_MS);
    offset = first === offsetAt(zone, (day + 1) * DAY_MS - 1) ? first : null;
    if (zone.offsetOfDay.size >= MAX_DAYS_PER_ZONE) zone.offsetOfDay.clear();
    zone.offsetOfDay.set(day, offset);
  }
  return offset === null ? zone.dates.format(instant) : new Date(ms + offset).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a) for YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface Streaks {
  current: number;
  longest: number;
}

/**
 * Streaks over a set of active days. The current streak ends today, or yesterday when today has no
 * activity yet (a learner keeps a streak until the day is over). Dates after `today` are ignored.
 */
export function streaks(activeDays: Iterable<string>, today: string): Streaks {
  const days = [...new Set(activeDays)].filter((d) => d <= today).sort();
  let longest = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of days) {
    run = previous !== undefined && daysBetween(previous, day) === 1 ? run + 1 : 1;
    if (run > longest) longest = run;
    previous = day;
  }
  const set = new Set(days);
  let cursor = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(cursor)) {
    current++;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}
