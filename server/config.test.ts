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
});
