import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * How many of the most common passwords are refused (decisions.md: "the few thousand most common").
 * zxcvbn-ts ranks its list by frequency in leaked-password corpora, most common first.
 */
export const COMMON_PASSWORD_COUNT = 10_000;

const COMMON = new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT));

/**
 * True when `password` is one of the most common passwords, in any letter case ("Password" is as
 * guessable as "password"; the list itself is lower-case).
 */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
