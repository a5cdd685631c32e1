import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { clearOutbox, enqueue, flushOutbox, isDefinitive, listOutbox, once, setOutboxOwner } from './outbox';

const body = { moduleId: 1, difficulty: 'easy' as const, questions: [1, 2], answers: ['A', ''], timeUsed: 30 };

describe('the outbox', () => {
  beforeEach(async () => {
    await clearOutbox();
    setOutboxOwner(7);
  });
  afterEach(() => setOutboxOwner(null));

  it('keeps one entry per key, for the learner who queued it, oldest first', async () => {
    await enqueue({ kind: 'quiz-session', key: 'session:a', resultId: 'a', body });
    await enqueue({ kind: 'attempt-submit', key: 'attempt:5', attemptId: 5 });
    await enqueue({ kind: 'quiz-session', key: 'session:a', resultId: 'a', body });
    const list = await listOutbox(7);
    expect(list.map((e) => e.key)).toEqual(['session:a', 'attempt:5']);
    expect(list.every((e) => e.userId === 7)).toBe(true);
    expect(await listOutbox(8)).toEqual([]);
  });

  it('keeps the order of entries queued within the same millisecond', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T12:00:00.000Z') });
    try {
      for (const key of ['session:z', 'attempt:9', 'session:m', 'attempt:1']) await enqueue({ kind: 'attempt-submit', key, attemptId: 1 });
      expect((await listOutbox(7)).map((e) => e.key)).toEqual(['session:z', 'attempt:9', 'session:m', 'attempt:1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes an entry on a 2xx and keeps it without a connection, sending nothing after a lost connection', async () => {
    await enqueue({ kind: 'quiz-session', key: 'session:a', resultId: 'a', body });
    await enqueue({ kind: 'quiz-session', key: 'session:b', resultId: 'b', body });
    const offline = vi.fn().mockRejectedValue(new ApiError(0, 'offline'));
    expect(await flushOutbox(7, { send: offline })).toEqual({ done: 0, waiting: 2 });
    expect(offline).toHaveBeenCalledTimes(1);
    expect(await listOutbox(7)).toHaveLength(2);

    const onSent = vi.fn();
    const send = vi.fn().mockResolvedValue({ id: 1 });
    expect(await flushOutbox(7, { send, onSent })).toEqual({ done: 2, waiting: 0 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ key: 'session:a' }), { id: 1 });
    expect(await listOutbox(7)).toEqual([]);
    // Nothing is sent twice.
    expect(await flushOutbox(7, { send })).toEqual({ done: 0, waiting: 0 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops an entry on a definitive 4xx, keeps it on 401, 429 and 5xx', async () => {
    expect(isDefinitive(new ApiError(400, 'bad'))).toBe(true);
    expect(isDefinitive(new ApiError(404, 'gone'))).toBe(true);
    for (const status of [0, 401, 408, 429, 500, 503]) expect(isDefinitive(new ApiError(status, 'x'))).toBe(false);
    expect(isDefinitive(new Error('x'))).toBe(false);

    await enqueue({ kind: 'quiz-session', key: 'session:a', resultId: 'a', body });
    await enqueue({ kind: 'quiz-session', key: 'session:b', resultId: 'b', body });
    const onRefused = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new ApiError(400, 'Time used is too short')).mockRejectedValueOnce(new ApiError(503, 'busy'));
    expect(await flushOutbox(7, { send, onRefused })).toEqual({ done: 1, waiting: 1 });
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ key: 'session:a' }), expect.objectContaining({ status: 400 }));
    expect((await listOutbox(7)).map((e) => e.key)).toEqual(['session:b']);
  });

  it('sends only the signed-in learner’s entries', async () => {
    await enqueue({ kind: 'attempt-submit', key: 'attempt:1', attemptId: 1 });
    setOutboxOwner(8);
    await enqueue({ kind: 'attempt-submit', key: 'attempt:2', attemptId: 2 });
    const send = vi.fn().mockResolvedValue({});
    await flushOutbox(8, { send });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ attemptId: 2 });
    expect((await listOutbox()).map((e) => e.key)).toEqual(['attempt:1']);
  });

  it('shares a send under way for the same key instead of sending twice', async () => {
    let resolve!: (v: number) => void;
    const send = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const a = once('k', send);
    const b = once('k', send);
    resolve(42);
    expect(await Promise.all([a, b])).toEqual([42, 42]);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
