/** Registration, sign-in and password reset for learners. */
import type { FastifyBaseLogger } from 'fastify';
import type { RegisterBody } from '@common/schemas/user';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '@server/errors';
import { ACCOUNT_DISABLED } from '@server/plugins/learner-auth';
import { isUniqueViolation } from '@server/db/dialect';
import type { Database } from '@server/db/database';
import type { Config } from '@server/config';
import type { Mailer } from '@server/mail/mailer';
import { hashPassword, newToken, sha256, verifyPassword } from '@server/lib/secrets';
import { assertAcceptableLearnerPassword } from '@server/lib/password-policy';
import * as repo from './repository';

export const RESET_TTL_MS = 3_600_000;
export const INVALID_RESET = 'Invalid or expired reset link';

/** What the account rules need, handed in by the routes: each function takes the part it uses. */
export interface AuthContext {
  db: Database['db'];
  now(): Date;
  /** APP_URL (where reset links point), SMTP_URL and NODE_ENV (a reset link is logged only in development without SMTP). */
  config: Pick<Config, 'appUrl' | 'smtpUrl' | 'production'>;
  mailer: Pick<Mailer, 'send'>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

type DbAndClock = Pick<AuthContext, 'db' | 'now'>;

/** A learner just signed in (or registered), with the access token issued (auth/presenter.ts shows it). */
export interface SignedIn {
  user: Pick<repo.UserRow, 'id' | 'email' | 'first_name' | 'last_name'>;
  accessToken: string;
}

async function issueToken(ctx: DbAndClock, userId: number): Promise<string> {
  const token = newToken();
  await repo.insertToken(ctx.db, userId, sha256(token), ctx.now().toISOString());
  return token;
}

export async function register(ctx: DbAndClock, body: RegisterBody): Promise<SignedIn> {
  assertAcceptableLearnerPassword(body.password, body);
  const db = ctx.db;
  if (await repo.findUserByEmail(db, body.email)) throw conflict('Email already registered', 'email_taken');
  const passwordHash = await hashPassword(body.password);
  let id: number;
  try {
    id = await repo.insertUser(db, { email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName, createdAt: ctx.now().toISOString() });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('Email already registered', 'email_taken');
    throw error;
  }
  return { user: { id, email: body.email, first_name: body.firstName, last_name: body.lastName }, accessToken: await issueToken(ctx, id) };
}

export async function login(ctx: DbAndClock, email: string, password: string): Promise<SignedIn> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (user && user.password_hash === null) {
    if (user.disabled_at !== null) throw forbidden(ACCOUNT_DISABLED, 'account_disabled');
    throw new AppError(403, 'password_reset_required', 'Password reset required: use Forgot Password to set a new password');
  }
  // An unknown email still costs one hash verification, so timing does not reveal which accounts exist.
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) throw unauthorized('Invalid email or password', 'bad_credentials');
  // Told only to someone who knows the password, so it does not reveal which accounts are disabled.
  if (user.disabled_at !== null) throw forbidden(ACCOUNT_DISABLED, 'account_disabled');
  return { user, accessToken: await issueToken(ctx, user.id) };
}

export async function requestPasswordReset(ctx: AuthContext, email: string): Promise<void> {
  const db = ctx.db;
  const user = await repo.findUserByEmail(db, email);
  // Runs after the answer was sent (see the route), so an unknown email needs no decoy work.
  if (!user) return;
  const token = newToken();
  const now = ctx.now();
  await repo.replaceResetToken(db, user.id, sha256(token), now.toISOString(), new Date(now.getTime() + RESET_TTL_MS).toISOString());
  const link = `${ctx.config.appUrl}/reset-password#access_token=${token}&type=recovery`;
  // A convenience for development without SMTP; in production the link is a secret that logs must not hold.
  if (!ctx.config.smtpUrl && !ctx.config.production) ctx.log.info({ to: user.email, link }, 'password reset link');
  await ctx.mailer.send({
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

/**
 * Whether a reset link can still be used, without using it: the reset page asks on load, so a used or
 * expired link is reported before the learner types two passwords. Throws the same 400 as a reset.
 */
export async function checkResetToken(ctx: DbAndClock, token: string): Promise<void> {
  const db = ctx.db;
  const reset = await repo.findResetToken(db, sha256(token));
  if (!reset || reset.used_at !== null || Date.parse(reset.expires_at) < ctx.now().getTime()) throw badRequest(INVALID_RESET, 'invalid_reset_token');
  if (!(await repo.findUserById(db, reset.user_id))) throw badRequest(INVALID_RESET, 'invalid_reset_token');
}

export async function resetPassword(ctx: DbAndClock, token: string, password: string): Promise<void> {
  const db = ctx.db;
  const reset = await repo.findResetToken(db, sha256(token));
  if (!reset || reset.used_at !== null || Date.parse(reset.expires_at) < ctx.now().getTime()) throw badRequest(INVALID_RESET, 'invalid_reset_token');
  // A refused password leaves the link usable, so the learner can try another one.
  const user = await repo.findUserById(db, reset.user_id);
  if (!user) throw badRequest(INVALID_RESET, 'invalid_reset_token');
  assertAcceptableLearnerPassword(password, { email: user.email, firstName: user.first_name, lastName: user.last_name });
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.consumeResetToken(trx, reset.id, ctx.now().toISOString()))) throw badRequest(INVALID_RESET, 'invalid_reset_token');
    await repo.setPassword(trx, reset.user_id, passwordHash);
    await repo.deleteUserTokens(trx, reset.user_id);
  });
}

/**
 * A learner erases their own account, confirming with the password. A wrong password is a 403, not
 * a 401: the learner is signed in, and a 401 would tell the client the session had ended.
 */
export async function eraseOwnAccount(db: Database['db'], userId: number, password: string, erase: (userId: number) => Promise<boolean>): Promise<void> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.password_hash, password))) throw forbidden('That password is not right: your account was not erased', 'bad_password');
  await erase(userId);
}

/** The signed-in learner's account; 401 when it is gone. */
export async function currentUser(db: Database['db'], userId: number): Promise<repo.UserRow> {
  const user = await repo.findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

/** Revokes the access token in use. */
export async function logout(db: Database['db'], tokenId: number): Promise<void> {
  await repo.deleteToken(db, tokenId);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
