import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '@server/test/helpers';

describe.each(engines)('first-run administrator registration on %s', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('lets exactly one of ten concurrent registrations on an empty table win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/admin/register', payload: { username: `first-${i}`, password: `admin-password-${i}x` } })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(403)]);
    for (const refused of responses.filter((r) => r.statusCode === 403)) {
      expect(refused.json()).toEqual({ message: 'Admin registration is closed: ask an existing administrator', code: 'registration_closed' });
    }
    const admins = await t.database.db.selectFrom('admins').select('username').execute();
    expect(admins).toHaveLength(1);
  });
});
