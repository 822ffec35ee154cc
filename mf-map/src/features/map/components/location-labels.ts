import { messages } from '@groupmap/contracts';

/** The working area's texts (contracts' `messages.mapPage.workspace`) under a short name. */
export const LOCATION_LABELS = messages.mapPage.workspace;
