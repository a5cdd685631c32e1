/** Registration, sign-in and password reset for learners. */
import type { FastifyInstance } from 'fastify';
import type { AuthResult, RegisterBody } from '../../../common/schemas/user';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import { isUniqueViolation } from '../../db/dialect';
import { nowIso } from '../../db/database';
import { hashPassword, newToken, sha256, verifyPassword } from '../../lib/secrets';
import { isCommonPassword } from '../../lib/common-passwords';
import * as repo from './repository';

export const RESET_TTL_MS = 3_600_000;
export const INVALID_RESET = 'Invalid or expired reset link';

function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest('This password is too common and easy to guess: please choose another one', 'common_password');
  }
}

async function issueToken(app: FastifyInstance, userId: number): Promise<string> {
  const token = newToken();
  await repo.insertToken(app.database.db, userId, sha256(token), nowIso());
  return token;
}

export async function register(app: FastifyInstance, body: RegisterBody): Promise<AuthResult> {
  assertAcceptablePassword(body.password);
  const db = app.database.db;
  if (await repo.findUserByEmail(db, body.email)) throw conflict('Email already registered', 'email_taken');
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await repo.insertUser(db, { email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, createdAt: nowIso() });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Email already registered', 'email_taken');
    throw error;
  }
  return { id, email: body.email, firstName: body.firstName, lastName: body.lastName, accessToken: await issueToken(app, id) };
}

export async function login(app: FastifyInstance, email: string, password: string): Promise<AuthResult> {
  const user = await repo.findUserByEmail(app.database.db, email);
  if (user && user.password_hash === null) {
    throw new AppError(403, 'password_reset_required', 'Password reset required: use Forgot Password to set a new password');
  }
  // An unknown email still costs one hash verification, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) throw unauthorized('Invalid email or password', 'bad_credentials');
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, accessToken: await issueToken(app, user.id) };
}

export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const db = app.database.db;
  const user = await repo.findUserByEmail(db, email);
  if (!user) {
    // The same work as for a real account (a token and a hash), so the answer takes as long.
    sha256(newToken());
    return;
  }
  const token = newToken();
  const now = new Date();
  await repo.replaceResetToken(db, user.id, sha256(token), now.toISOString(), new Date(now.getTime() + RESET_TTL_MS).toISOString());
  const link = `${app.config.appUrl}/reset-password#access_token=${token}&type=recovery`;
  if (!app.config.smtpUrl) app.log.info({ to: user.email, link }, 'password reset link');
  await app.mailer.send({
    to: user.email,
    subject: 'Reset your CertDrill password',
    text: [
      `Hello ${user.first_name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your CertDrill account.',
      `Open this link within one hour to choose a new password:`,
      '',
      link,
      '',
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.first_name)},</p><p>Someone (hopefully you) asked to reset the password of your CertDrill account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
  });
}

export async function resetPassword(app: FastifyInstance, token: string, password: string): Promise<void> {
  const db = app.database.db;
  const reset = await repo.findResetToken(db, sha256(token));
  if (!reset || reset.used_at !== null || Date.parse(reset.expires_at) < Date.now()) throw badRequest(INVALID_RESET, 'invalid_reset_token');
  // A refused password leaves the link usable, so the learner can try another one.
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeResetToken(trx, reset.id, nowIso()))) throw badRequest(INVALID_RESET, 'invalid_reset_token');
    await repo.setPassword(trx, reset.user_id, passwordHash);
    await repo.deleteUserTokens(trx, reset.user_id);
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
