import { domainMessages } from './domain';
import { serviceMessages } from './service';
import { toasts, type ToastText } from './toasts';

/** The parameters a message template needs: one key per `{name}` placeholder. */
export type MessageParams<T extends string> = T extends `${string}{${infer K}}${infer Rest}`
  ? Record<K, string | number> & MessageParams<Rest>
  : unknown;

/**
 * Fills the `{name}` placeholders of a message template. With a literal template (every message in
 * `messages` is one) the parameters are type-checked; a placeholder without a value throws, so a
 * half-filled message never reaches a user.
 */
export function formatMessage<T extends string>(template: T, params: MessageParams<T>): string {
  const values = params as Record<string, string | number | undefined>;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`formatMessage: no value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** "Map limit reached: ..." for a plan allowing `max` maps, with the spec's singular "1 map.". */
export function mapLimitMessage(max: number): string {
  return max === 1
    ? domainMessages.mapLimitReachedOne
    : formatMessage(domainMessages.mapLimitReached, { n: max });
}

/**
 * "Too many attempts. Try again in N minutes." for a limiter that frees up in `retryAfterSeconds`.
 * Minutes are rounded up (never "0 minutes") and "1 minute" is singular, as for the map limit.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1
    ? serviceMessages.tooManyAttemptsOne
    : formatMessage(serviceMessages.tooManyAttempts, { n: minutes });
}

/**
 * The toast after a sign-in that linked `count` of the session's anonymous locations to the account,
 * with the singular for one ("1 location you added is now linked..."). Not meant for a count of 0.
 */
export function linkedLocationsMessage(count: number): ToastText {
  if (count === 1) return toasts.locationsLinkedOne;
  const { description, ...text } = toasts.locationsLinked;
  return { ...text, description: formatMessage(description, { n: count }) };
}
