/** Every error answer carries a stable `code` beside its `message` (docs/architecture.md, "Error bodies"). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, registerLearner, type TestApp } from './helpers';

describe.each(engines)('error codes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown endpoint and a missing resource with not_found', async () => {
    const endpoint = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(endpoint.statusCode).toBe(404);
    expect(endpoint.json()).toEqual({ message: 'No such endpoint: GET /api/nothing-here', code: 'not_found' });
    const learner = await registerLearner(t.app);
    const certificate = await t.app.inject({ method: 'GET', url: '/api/certificates/99999', headers: learner.headers });
    expect(certificate.statusCode).toBe(404);
    expect(certificate.json()).toEqual({ message: 'Certificate not found', code: 'not_found' });
  });

  it('answers a request that fails its schema with validation and the issues', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: { email: 'not-an-email', password: 'sturdy-horse-42', firstName: 'A', lastName: 'B' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation');
    expect(body.message).toEqual(expect.any(String));
    expect(body.issues).toEqual([expect.objectContaining({ path: 'email' })]);
  });

  it('answers a request without credentials with unauthorized', async () => {
    const learnerRoute = await t.app.inject({ method: 'GET', url: '/api/certificates' });
    expect(learnerRoute.statusCode).toBe(401);
    expect(learnerRoute.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    const adminRoute = await t.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(adminRoute.statusCode).toBe(401);
    expect(adminRoute.json()).toEqual({ message: 'Please sign in as an administrator', code: 'unauthorized' });
  });

  it('answers a body that is not JSON with invalid_json', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
  });
});
