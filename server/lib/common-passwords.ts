/**
 * Passwords found in lists of the most used ones. Mozilla's list (fxa-common-password-list) covers
 * passwords of 8 characters or more; ours start at 6, so the commonest shorter ones are listed here.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The package is CommonJS without types: test(password) tells whether the password is on its list.
const fxaList = require('fxa-common-password-list') as { test(password: string): boolean };

const SHORT_COMMON = new Set(
  `123456 1234567 654321 7654321 111111 1111111 222222 333333 444444 555555 666666 777777 888888 999999 000000
  0000000 121212 123123 123321 112233 102030 123654 147258 159753 123qwe 1q2w3e 1qaz2wsx qwerty qwerty1 qwert1
  qwertyu azerty asdfgh zxcvbn qazwsx abc123 abc1234 123abc abcdef abcdefg aaaaaa letmein monkey dragon shadow
  master secret welcome hello1 hello123 admin1 admin123 login1 pass12 pass123 passwd charlie donald freedom
  michael jordan23 batman summer winter soccer hockey killer hunter2 ginger cookie cheese orange banana
  tigger pepper buster maggie flower lovely loveme iloveu 7777777 5201314 family purple silver google`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return SHORT_COMMON.has(lower) || fxaList.test(password) || (lower !== password && fxaList.test(lower));
}
