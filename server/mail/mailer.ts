/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise .eml files in MAIL_DIR. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Runs work that ends in a mail (a reset request) in the background; idle() waits for it too. */
  queue(job: () => Promise<void>): void;
  /** Resolves when every mail sent or queued so far has been handed over (or failed and been logged). */
  idle(): Promise<void>;
  close(): void;
}

/**
 * Mail goes out in the background: a request that mails (forgot-password) answers as fast for a
 * known account as for an unknown one, so its timing does not reveal which emails are registered.
 */
function inBackground(deliver: (mail: Mail) => Promise<void>, log: FastifyBaseLogger, close: () => void): Mailer {
  const pending = new Set<Promise<void>>();
  return {
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return Promise.resolve();
    },
    queue(work) {
      const job = Promise.resolve()
        .then(work)
        .catch((error: unknown) => log.error({ err: error }, 'background mail work failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      // A queued job may send mail of its own, which then joins the set: wait until it is empty.
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close,
  };
}

export function createMailer(options: { smtpUrl?: string; mailDir: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return inBackground(
      async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
      options.log,
      () => transport.close(),
    );
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return inBackground(
    async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      // A mail holds a live reset link: only the app's own user may read it.
      await mkdir(options.mailDir, { recursive: true, mode: 0o700 });
      const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = join(options.mailDir, `${String(Date.now()).padStart(15, '0')}-${process.pid}-${sequence++}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log.info({ file, to: mail.to }, 'mail written to MAIL_DIR (SMTP_URL is not set)');
    },
    options.log,
    () => transport.close(),
  );
}
