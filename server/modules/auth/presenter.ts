/** Learner accounts as the contract shows them to their owner. */
import type { AuthResult, CurrentUser } from '@common/schemas/user';
import type { UserRow } from './repository';
import type { SignedIn } from './service';

export function toCurrentUser(user: UserRow): CurrentUser {
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, createdAt: user.created_at };
}

/** A signed-in learner with the access token just issued. */
export function toAuthResult({ user, accessToken }: SignedIn): AuthResult {
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, accessToken };
}
