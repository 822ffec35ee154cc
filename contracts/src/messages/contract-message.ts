import { domainMessages } from './domain';
import { mapImportErrors } from './map-import-errors';
import { editLinkAnswers } from './edit-links';
import { moderationErrors } from './moderation';
import { screenMessages } from './screens';
import { serviceMessages } from './service';
import { validationMessages } from './validation';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each plain message as itself, each template as a pattern whose placeholders match any text. */
const patterns = [
  validationMessages,
  domainMessages,
  serviceMessages,
  screenMessages,
  mapImportErrors,
  moderationErrors,
  editLinkAnswers,
]
  .flatMap((group) => Object.values(group) as string[])
  .map(
    (text) =>
      new RegExp(
        `^${text
          .split(/\{\w+\}/)
          .map(escapeRegExp)
          .join('.+')}$`,
      ),
  );

/**
 * True when `text` is one of the contract's messages, a template filled in included ("Map limit
 * reached: Your plan allows a maximum of 3 maps."). The services' error handler uses it to let only
 * contract texts reach a client and never a validator's or library's own wording.
 */
export function isContractMessage(text: unknown): boolean {
  return typeof text === 'string' && patterns.some((pattern) => pattern.test(text));
}
