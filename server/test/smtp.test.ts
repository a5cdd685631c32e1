import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, registerLearner, type TestApp } from './helpers';
import { resetTokenIn } from './mail';

describe('password reset mail over SMTP', () => {
  let server: SMTPServer;
  let received: { from: string; to: string[]; data: string }[];
  let t: TestApp;

  beforeEach(async () => {
    received = [];
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'CertDrill <no-reply@certdrill.test>', appUrl: 'https://certdrill.test' });
  });

  afterEach(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the reset link through the SMTP server', async () => {
    const learner = await registerLearner(t.app, { email: 'smtp-user@example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: learner.email } });
    expect(res.statusCode).toBe(202);
    await t.app.mailer.idle();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@certdrill.test');
    expect(received[0]!.to).toEqual(['smtp-user@example.com']);
    expect(received[0]!.data).toContain('Subject: Reset your CertDrill password');
    const token = resetTokenIn(received[0]!.data);
    expect(received[0]!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`https://certdrill.test/reset-password#access_token=${token}&type=recovery`);
    const reset = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload: { password: 'mailed-new-pass-3', access_token: token } });
    expect(reset.statusCode).toBe(200);
  });
});
