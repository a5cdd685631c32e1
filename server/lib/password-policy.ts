/**
 * What a new password must not be, for learners and administrators alike: short, on a list of the
 * most common passwords, or built from the account's own name, username or email (the first thing
 * an attacker who knows the account tries). Names and email local parts shorter than 3 characters
 * are not checked: almost every password would contain them.
 */
import { PASSWORD_MIN } from '@common/schemas/limits';
import { badRequest } from '../errors';
import { isCommonPassword } from './common-passwords';

export const ADMIN_PASSWORD_MIN = 8;
const PERSONAL_MIN = 3;

export interface PasswordProblem {
  code: string;
  message: string;
}

export function passwordProblem(password: string, options: { minLength: number; personal: readonly string[]; personalLabel: string }): PasswordProblem | undefined {
  if ([...password].length < options.minLength) {
    return { code: 'password_too_short', message: `Password must be at least ${options.minLength} characters long` };
  }
  if (isCommonPassword(password)) {
    return { code: 'common_password', message: 'This password is too common and easy to guess: please choose another one' };
  }
  const lower = password.toLowerCase();
  for (const part of options.personal) {
    const word = part.trim().toLowerCase();
    if ([...word].length >= PERSONAL_MIN && lower.includes(word)) {
      return { code: 'personal_password', message: `This password contains your ${options.personalLabel}: please choose one that does not` };
    }
  }
  return undefined;
}

function assertNo(problem: PasswordProblem | undefined): void {
  if (problem) throw badRequest(problem.message, problem.code);
}

/** A learner's new password, at registration or reset. */
export function assertAcceptableLearnerPassword(password: string, user: { email: string; firstName: string; lastName: string }): void {
  const localPart = user.email.slice(0, Math.max(0, user.email.lastIndexOf('@')));
  assertNo(passwordProblem(password, { minLength: PASSWORD_MIN, personal: [localPart, user.firstName, user.lastName], personalLabel: 'name or email address' }));
}

/** An administrator's new password. */
export function assertAcceptableAdminPassword(username: string, password: string): void {
  assertNo(passwordProblem(password, { minLength: ADMIN_PASSWORD_MIN, personal: [username], personalLabel: 'username' }));
}
