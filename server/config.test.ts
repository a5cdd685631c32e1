import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      databaseUrl: 'file:./data/app.db',
      appUrl: 'http://localhost:5000',
      smtpUrl: undefined,
      mailDir: './data/mail',
      mailFrom: 'no-reply@localhost',
      seedDemo: true,
      quizSize: 10,
      logLevel: 'info',
      corsOrigins: [],
      authRateLimit: 10,
    });
  });

  it('reads WORKERS: 1 by default, 0 for one per core, and refuses what is not a count', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '0' }).workers).toBe(availableParallelism());
    for (const bad of ['-1', '1.5', 'two']) expect(() => loadConfig({ WORKERS: bad }), bad).toThrow(/WORKERS: must be/);
  });

  it('reads SQLITE_CACHE_MB: 64 MiB by default, and refuses what is not a positive count', () => {
    expect(loadConfig({}).sqliteCacheMb).toBe(64);
    expect(loadConfig({ SQLITE_CACHE_MB: '256' }).sqliteCacheMb).toBe(256);
    for (const bad of ['0', '1.5', 'lots']) expect(() => loadConfig({ SQLITE_CACHE_MB: bad }), bad).toThrow(/SQLITE_CACHE_MB: must be/);
  });

  it('reads REVIEW_CACHE_MB: 16 MiB by default, 0 to keep no cards in memory, and refuses what is not a count', () => {
    expect(loadConfig({}).reviewCacheMb).toBe(16);
    expect(loadConfig({ REVIEW_CACHE_MB: '0' }).reviewCacheMb).toBe(0);
    expect(loadConfig({ REVIEW_CACHE_MB: '128' }).reviewCacheMb).toBe(128);
    for (const bad of ['-1', '1.5', 'lots']) expect(() => loadConfig({ REVIEW_CACHE_MB: bad }), bad).toThrow(/REVIEW_CACHE_MB: must be/);
  });

  it('reads every variable', () => {
    const c = loadConfig({ PORT: '8080', APP_URL: 'https://quiz.example/', SEED_DEMO: 'false', QUIZ_SIZE: '15', CORS_ORIGINS: 'https://a.example, https://b.example/', DATABASE_URL: 'postgres://u@h/db' });
    expect(c).toMatchObject({ port: 8080, appUrl: 'https://quiz.example', seedDemo: false, quizSize: 15, corsOrigins: ['https://a.example', 'https://b.example'], databaseUrl: 'postgres://u@h/db' });
  });

  it('fails fast listing every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must start with file: or postgres://');
      expect(message).toContain('SEED_DEMO: must be true or false');
    }
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.example' })).toThrow('TRUST_PROXY: must be false, a number of proxy hops, or a comma-separated list of proxy addresses');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('TRUST_PROXY');
  });

  it('reads REDIS_URL', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow('REDIS_URL: must start with redis:// or rediss://');
  });
});
