import { loadRuntimeConfig } from '@groupmap/app-kit';
import { messages } from '@groupmap/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** The dashboard remote's federation name (its module-federation.config.ts) and the form it exposes. */
const DASHBOARD_CONTAINER = 'mf_dashboard';
const SETTINGS_FORM = `${DASHBOARD_CONTAINER}/map-settings-form`;

/** What `./map-settings-form` renders (mf-dashboard's MapSettingsFormProps, written out here). */
export interface MapSettingsFormProps {
  mapId?: number;
  onSaved?: (map: unknown) => void;
}

interface MapSettingsFormModule {
  default: ComponentType<MapSettingsFormProps>;
}

function isMapSettingsFormModule(value: unknown): value is MapSettingsFormModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MapSettingsFormModule).default === 'function'
  );
}

let registration: Promise<void> | undefined;

/**
 * Tells this remote's federation runtime where mf-dashboard is: its manifest URL comes from the
 * runtime configuration, as the shell's remotes do (never a URL built into the bundle). `force`
 * drops what the runtime kept of a failed attempt (the manifest, the remoteEntry script).
 */
function registerDashboard(force: boolean): Promise<void> {
  registration = loadRuntimeConfig().then((config) => {
    const entry = new URL(config.remotes.dashboard, window.location.href).href;
    registerRemotes([{ name: DASHBOARD_CONTAINER, entry }], { force });
  });
  return registration;
}

/**
 * Loads mf-dashboard's map settings form through Module Federation, only when Edit Map is opened.
 * `fresh` (a "Try again") registers the remote again first. A failure is logged with the runtime's
 * details and rethrown with the generic "temporarily unavailable" text for the error screen.
 */
export async function loadMapSettingsForm(fresh: boolean): Promise<MapSettingsFormModule> {
  try {
    await (fresh || !registration ? registerDashboard(fresh) : registration);
    const module = await loadRemote<unknown>(SETTINGS_FORM);
    if (!isMapSettingsFormModule(module)) throw new Error(`${SETTINGS_FORM} exposes no component`);
    return module;
  } catch (error) {
    registration = undefined;
    console.error('The map settings form could not be loaded', error);
    throw new Error(messages.serviceUnavailable, { cause: error });
  }
}
