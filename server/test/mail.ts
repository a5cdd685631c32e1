/** Reads the newest mail written to MAIL_DIR and finds the password reset token in it. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export function resetTokenIn(mailText: string): string {
  const match = /reset-password#access_token=([A-Za-z0-9_-]+)&type=recovery/.exec(decodeQuotedPrintable(mailText));
  if (!match) throw new Error(`no reset link in mail:\n${mailText}`);
  return match[1]!;
}

export function latestResetToken(mailDir: string, to?: string): string {
  const files = readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml') && (!to || f.includes(to)))
    .sort();
  const last = files.at(-1);
  if (!last) throw new Error(`no mail in ${mailDir}`);
  return resetTokenIn(readFileSync(join(mailDir, last), 'utf8'));
}
