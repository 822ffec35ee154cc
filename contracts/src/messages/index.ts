import { accountLeavingMessages } from './account-leaving';
import { domainMessages } from './domain';
import { mapExportMessages } from './map-export';
import { mapImportErrors } from './map-import-errors';
import { mapImportMessages } from './map-import';
import { editLinkAnswers, editLinkMessages } from './edit-links';
import { locationActionLabels, mapPageMessages, ownerToolLabels } from './map-page';
import {
  contributorDisplayName,
  locationReportMessages,
  moderationErrors,
  moderationMessages,
  moderationToasts,
} from './moderation';
import { screenMessages } from './screens';
import { serviceMessages } from './service';
import { toasts } from './toasts';
import { validationMessages } from './validation';

/**
 * Every user-facing message of the product, word for word (spec sections 5 and 8, decisions.md).
 * Plain messages sit at the top level (`messages.permalinkRequired`); toast titles and descriptions
 * under `messages.toasts`. Templates use `{n}`, `{message}`...: fill them with `formatMessage`.
 */
export const messages = {
  ...validationMessages,
  ...domainMessages,
  ...serviceMessages,
  ...screenMessages,
  ...accountLeavingMessages,
  /** The map page's labels and notes (`messages.mapPage.share`). */
  mapPage: mapPageMessages,
  /** A map's download choice, on the map page and the owner's map card (`messages.mapExport.download`). */
  mapExport: mapExportMessages,
  toasts,
} as const;
// The import's texts (`mapImportMessages`, `mapImportErrors`) stay out of `messages` on purpose: every
// page that shows a message would carry them, the embed's small bundle included.

export type MessageKey = Exclude<keyof typeof messages, 'toasts' | 'mapPage' | 'mapExport'>;

export {
  accountLeavingMessages,
  validationMessages,
  domainMessages,
  serviceMessages,
  screenMessages,
  mapPageMessages,
  ownerToolLabels,
  locationActionLabels,
  mapExportMessages,
  mapImportMessages,
  mapImportErrors,
  moderationMessages,
  moderationToasts,
  locationReportMessages,
  moderationErrors,
  contributorDisplayName,
  editLinkMessages,
  editLinkAnswers,
  toasts,
};
export type { ContributorNaming } from './moderation';
export type { ToastText } from './toasts';
export {
  formatMessage,
  linkedLocationsMessage,
  mapLimitMessage,
  tooManyAttemptsMessage,
  type MessageParams,
} from './format';
export { isContractMessage } from './contract-message';
