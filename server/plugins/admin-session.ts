/** Administrator sessions: a random id in an HttpOnly, SameSite=Strict cookie, stored hashed in the database. */
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../errors';
import { newToken, sha256 } from '../lib/secrets';
import { deleteSession, findSessionByTokenHash, insertSession, touchSession } from '../modules/admin/repository';

export const ADMIN_COOKIE = 'certdrill_admin';
const IDLE_MS = 12 * 3_600_000;
const TOUCH_EVERY_MS = 300_000;

export interface AdminIdentity {
  id: number;
  username: string;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    loadAdmin: (request: FastifyRequest) => Promise<AdminIdentity | null>;
    startAdminSession: (reply: FastifyReply, adminId: number) => Promise<void>;
    endAdminSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized('Please sign in as an administrator');
  return request.admin;
}

export default fp(
  async (app, options: { secure: boolean }) => {
    await app.register(cookie);
    const cookieOptions = { path: '/api/admin', httpOnly: true, sameSite: 'strict' as const, secure: options.secure };

    app.decorateRequest('admin', null);

    app.decorate('loadAdmin', async (request: FastifyRequest) => {
      const raw = request.cookies[ADMIN_COOKIE];
      if (!raw || raw.length > 200) return null;
      const db = app.database.db;
      const row = await findSessionByTokenHash(db, sha256(raw));
      if (!row) return null;
      const now = Date.now();
      const lastUsed = Date.parse(row.lastUsedAt);
      if (now - lastUsed > IDLE_MS) {
        await deleteSession(db, row.sessionId);
        return null;
      }
      if (now - lastUsed > TOUCH_EVERY_MS) {
        await touchSession(db, row.sessionId, new Date(now).toISOString());
      }
      request.admin = { id: row.id, username: row.username, sessionId: row.sessionId };
      return request.admin;
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const admin = await app.loadAdmin(request);
      if (!admin) throw unauthorized('Please sign in as an administrator');
    });

    app.decorate('startAdminSession', async (reply: FastifyReply, adminId: number) => {
      const token = newToken();
      const now = new Date().toISOString();
      await insertSession(app.database.db, adminId, sha256(token), now);
      reply.setCookie(ADMIN_COOKIE, token, cookieOptions);
    });

    app.decorate('endAdminSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const admin = request.admin ?? (await app.loadAdmin(request));
      if (admin) await deleteSession(app.database.db, admin.sessionId);
      reply.clearCookie(ADMIN_COOKIE, cookieOptions);
    });
  },
  { name: 'admin-session', dependencies: ['database'] },
);
