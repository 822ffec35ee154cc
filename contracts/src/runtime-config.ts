/**
 * What the gateway serves at /runtime-config.json and the shell reads before it loads any remote.
 * Remote manifest URLs live here, not in the shell's bundle, so a remote can move or be redeployed
 * without rebuilding the shell.
 */
export interface RuntimeConfig {
  /** URL of each remote's `mf-manifest.json` (absolute, or a path on the gateway's origin). */
  remotes: { map: string; dashboard: string; billing: string };
  /** Tile server URL template (Leaflet `{s}/{z}/{x}/{y}`) and its attribution HTML. */
  tiles: { url: string; attribution: string };
  /** The operator named in the legal pages (decisions.md: from configuration). */
  operator: { companyName: string; registeredAddress: string; contactEmail: string };
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';
