import type { FastifyRequest } from 'fastify';
import { passwordHashOf } from '../../data/accounts';
import type { Database } from '../../db/client';
import { httpError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';

const WRONG_PASSWORD = 'That is not your current password';

/** The session's user (every route under /api/account runs `authenticate` first). */
export function userOf(request: FastifyRequest) {
  const user = request.user;
  if (!user) throw httpError(401, 'Unauthorized, No token');
  return user;
}

/**
 * Checks the password a change asks for; the wrong one is a 400 naming the field. Callers are
 * limited per account (`accountChanges`), like logins.
 */
export async function checkPassword(
  db: Database,
  userId: string,
  password: string,
  field: string,
): Promise<string> {
  const hash = await passwordHashOf(db, userId);
  if (!hash || !(await verifyPassword(hash, password))) {
    throw httpError(400, `${WRONG_PASSWORD} (${field})`);
  }
  return hash;
}
