import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, localDate } from '@common/rules/progress';
import { createTestApp, engines, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';

describe.each(engines)('progress and activity on %s', (engine) => {
  let t: TestApp;
  let learner: Awaited<ReturnType<typeof registerLearner>>;
  let seeded: Awaited<ReturnType<typeof seedCatalog>>;
  beforeEach(async () => {
    t = await createTestApp(engine, { quizSize: 4 });
    seeded = await seedCatalog(t.database, 4);
    learner = await registerLearner(t.app);
  });
  afterEach(() => t.close());

  let distinct = 0;
  /** Stores an attempt through the API, then moves it to `completedAt`. The default timeUsed differs per call so no two bodies repeat. */
  async function attempt(completedAt: Date, correct: number, timeUsed = 100 + distinct++, who = learner) {
    const qs = (await t.app.inject({ method: 'GET', url: `/api/modules/${seeded.moduleId}/quiz/easy`, headers: who.headers })).json<{ id: number }[]>();
    // The draw carries no key: answer right from the keys the seed stored.
    const answers = qs.map((q, i) => (i < correct ? seeded.questions.find((s) => s.id === q.id)!.correct : ''));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quiz-sessions',
      headers: who.headers,
      payload: { moduleId: seeded.moduleId, difficulty: 'easy', questions: qs.map((q) => q.id), answers, timeUsed },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: number }>().id;
    await t.database.db.updateTable('quiz_sessions').set({ completed_at: completedAt.toISOString() }).where('id', '=', id).execute();
    return id;
  }

  const get = (url: string, who = learner) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const daysAgo = (n: number, hourUtc = 12) => {
    const d = new Date();
    d.setUTCHours(hourUtc, 0, 0, 0);
    return new Date(d.getTime() - n * 86_400_000);
  };

  describe('GET /api/progress', () => {
    it('is all zeros without attempts', async () => {
      expect((await get('/api/progress')).json()).toEqual({
        totalQuizzes: 0,
        totalCorrect: 0,
        totalQuestions: 0,
        averageScore: 0,
        bestScore: 0,
        totalTimeSpent: 0,
        totalXp: 0,
        currentStreak: 0,
        longestStreak: 0,
        activeDays: 0,
      });
    });

    it('adds up attempts, XP and true day streaks', async () => {
      await attempt(daysAgo(0), 3, 120); // 75%
      await attempt(daysAgo(0), 1, 60); // two quizzes today still make one day
      await attempt(daysAgo(1), 4, 200); // 100%
      await attempt(daysAgo(2), 2, 100);
      await attempt(daysAgo(10), 0, 30);
      await attempt(daysAgo(11), 1, 30);
      const p = (await get('/api/progress')).json();
      expect(p).toEqual({
        totalQuizzes: 6,
        totalCorrect: 11,
        totalQuestions: 24,
        averageScore: 46, // 11 / 24 = 45.8%
        bestScore: 100,
        totalTimeSpent: 540,
        totalXp: 6 * 10 + 11 * 5,
        currentStreak: 3,
        longestStreak: 3,
        activeDays: 5,
      });
    });

    it('keeps the current streak until today is over, and counts days in the learner time zone', async () => {
      await attempt(daysAgo(1), 1);
      await attempt(daysAgo(2), 1);
      expect((await get('/api/progress')).json()).toMatchObject({ currentStreak: 2, longestStreak: 2 });
      // 23:30 UTC two days ago is already the next day in Tokyo (UTC+9): the two attempts fall on consecutive Tokyo days either way,
      // but an attempt at 01:00 UTC three days ago is on the previous evening in New York.
      const p = (await get('/api/progress?tz=America/New_York')).json();
      expect(p.activeDays).toBe(2);
      const bad = await get('/api/progress?tz=Mars/Olympus');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Unknown time zone');
    });

    it("never mixes in another learner's attempts", async () => {
      const other = await registerLearner(t.app);
      await attempt(daysAgo(0), 4, 100, other);
      expect((await get('/api/progress')).json().totalQuizzes).toBe(0);
    });
  });

  describe('GET /api/user-activity/range', () => {
    it('buckets attempts by local day, ascending, one row per active day', async () => {
      // 2026-03-10 23:30 UTC is 2026-03-11 in Berlin (UTC+1 in March).
      await attempt(new Date('2026-03-10T23:30:00Z'), 2, 100);
      await attempt(new Date('2026-03-11T08:00:00Z'), 4, 50);
      await attempt(new Date('2026-03-09T12:00:00Z'), 1, 10);
      const utc = (await get('/api/user-activity/range?startDate=2026-03-01&endDate=2026-03-31')).json();
      expect(utc).toEqual([
        { activityDate: '2026-03-09', quizzesTaken: 1, totalScore: 1, totalQuestions: 4, timeSpent: 10 },
        { activityDate: '2026-03-10', quizzesTaken: 1, totalScore: 2, totalQuestions: 4, timeSpent: 100 },
        { activityDate: '2026-03-11', quizzesTaken: 1, totalScore: 4, totalQuestions: 4, timeSpent: 50 },
      ]);
      const berlin = (await get('/api/user-activity/range?startDate=2026-03-01&endDate=2026-03-31&tz=Europe/Berlin')).json();
      expect(berlin).toEqual([
        { activityDate: '2026-03-09', quizzesTaken: 1, totalScore: 1, totalQuestions: 4, timeSpent: 10 },
        { activityDate: '2026-03-11', quizzesTaken: 2, totalScore: 6, totalQuestions: 8, timeSpent: 150 },
      ]);
    });

    it('reads full ISO timestamps as the local dates they fall on, both ends inclusive', async () => {
      await attempt(new Date('2026-01-01T10:00:00Z'), 1);
      await attempt(new Date('2026-12-31T10:00:00Z'), 1);
      await attempt(new Date('2027-01-01T10:00:00Z'), 1);
      // Local midnight of 1 January and of 31 December in Berlin, as a browser's toISOString() gives them.
      const res = await get('/api/user-activity/range?startDate=2025-12-31T23:00:00.000Z&endDate=2026-12-30T23:00:00.000Z&tz=Europe/Berlin');
      expect(res.json().map((d: { activityDate: string }) => d.activityDate)).toEqual(['2026-01-01', '2026-12-31']);
    });

    it.each([
      ['startDate=2026-03-10&endDate=2026-03-01', 'The start date is after the end date'],
      ['startDate=2025-01-01&endDate=2026-03-01', 'at most 366 days'],
      ['startDate=yesterday&endDate=2026-03-01', 'Date must be an ISO 8601 date'],
      ['endDate=2026-03-01', 'Date is required'],
      ['startDate=2026-03-01&endDate=2026-03-02&tz=Nowhere/City', 'Unknown time zone'],
    ])('answers 400 for %s', async (qs, message) => {
      const res = await get(`/api/user-activity/range?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });
  });

  describe('GET /api/user-activity', () => {
    it('answers one month of local days', async () => {
      await attempt(new Date('2026-02-28T23:30:00Z'), 1);
      await attempt(new Date('2026-03-15T12:00:00Z'), 2);
      const tokyo = (await get('/api/user-activity?year=2026&month=3&tz=Asia/Tokyo')).json();
      expect(tokyo.map((d: { activityDate: string }) => d.activityDate)).toEqual(['2026-03-01', '2026-03-15']);
      const utc = (await get('/api/user-activity?year=2026&month=2')).json();
      expect(utc.map((d: { activityDate: string }) => d.activityDate)).toEqual(['2026-02-28']);
    });

    it.each([['year=2026'], ['month=3'], ['year=2026&month=13'], ['year=abc&month=1']])('answers 400 for %s', async (qs) => {
      const res = await get(`/api/user-activity?${qs}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    });
  });

  it('today in the learner zone counts for the streak', async () => {
    const tz = 'Pacific/Kiritimati'; // UTC+14: its today is often UTC's tomorrow
    await attempt(new Date(), 1);
    const p = (await get(`/api/progress?tz=${tz}`)).json();
    expect(p.currentStreak).toBe(1);
    expect(localDate(new Date(), tz) >= addDays(localDate(new Date(), 'UTC'), 0)).toBe(true);
  });

  it('needs a learner token', async () => {
    const admin = await registerAdmin(t.app);
    for (const url of ['/api/progress', '/api/user-activity/range?startDate=2026-01-01&endDate=2026-01-02', '/api/user-activity?year=2026&month=1']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(401);
    }
  });
});
