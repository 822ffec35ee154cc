import { createRateLimiter, type Logger, type RateLimiter } from '@groupmap/svc-kit';
import type { Knex } from 'knex';
import type { MapsConfig } from './config';
import { SCHEMA } from './schema';

/**
 * The maps service's limiters (counters in Postgres, shared by replicas). Per-IP limiters take
 * `ipRateLimitKey(identity.ip)`, so an IPv6 client counts by its /64.
 */
export interface MapsRateLimiters {
  /** Map-password attempts (decisions.md): per visitor session and per client IP, wrong ones kept. */
  passwordSession: RateLimiter;
  passwordIp: RateLimiter;
  /** Wrong map passwords per map, from anyone: past its points, sessions that failed there wait. */
  passwordMap: RateLimiter;
  /** Wrong map passwords per map and session: whether a session has failed on a map this window. */
  passwordMapSession: RateLimiter;
  /** The owner's "Someone is guessing your map's password" mail: one per map a day. */
  passwordAlert: RateLimiter;
  /** Logo uploads: per signed-in user and per client IP. */
  logoUser: RateLimiter;
  logoIp: RateLimiter;
  /** Map exports: per visitor session and per client IP (issue 21). */
  exportSession: RateLimiter;
  exportIp: RateLimiter;
  /** Import files read: per signed-in owner. */
  importUser: RateLimiter;
  /** Additions to the demo map a day: per visitor session and per client IP (issue 21). */
  demoAdditionSession: RateLimiter;
  demoAdditionIp: RateLimiter;
  /** Location writes but an owner's on their own map: per visitor session and per client IP. */
  locationWriteSession: RateLimiter;
  locationWriteIp: RateLimiter;
  /** Reports of locations (issue 25): per visitor session and per client IP. */
  reportSession: RateLimiter;
  reportIp: RateLimiter;
  /** "Send me a link" (issue 26): per visitor session, per client IP, and per address (silently). */
  editLinkSession: RateLimiter;
  editLinkIp: RateLimiter;
  editLinkEmail: RateLimiter;
  /** "Continue" with a mailed link (issue 26): per visitor session and per client IP. */
  editLinkFollowSession: RateLimiter;
  editLinkFollowIp: RateLimiter;
}

const DAY_SECONDS = 24 * 60 * 60;

/** At most one "Someone is guessing your map's password" mail per map in this time (issue 21). */
const PASSWORD_ALERT_INTERVAL_SECONDS = DAY_SECONDS;

export function createMapsRateLimiters(knex: Knex, config: MapsConfig, logger?: Logger): MapsRateLimiters {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    createRateLimiter({ knex, schema: SCHEMA, keyPrefix, points, durationSeconds });
  // Every location write passes these two: counted in memory while far from the limit (issue 27).
  const writeLimiter = (keyPrefix: string, points: number) =>
    createRateLimiter({
      knex,
      schema: SCHEMA,
      keyPrefix,
      points,
      durationSeconds: config.LOCATION_WRITE_RATE_WINDOW_SECONDS,
      localAllowance: true,
      onFlushError: (error) =>
        logger?.warn({ err: error, keyPrefix }, 'could not add write attempts to the shared count'),
    });
  const passwordWindow = config.MAP_PASSWORD_RATE_WINDOW_SECONDS;
  const logoWindow = config.LOGO_UPLOAD_RATE_WINDOW_SECONDS;
  return {
    passwordSession: limiter('map-password-session', config.MAP_PASSWORD_SESSION_RATE_LIMIT, passwordWindow),
    passwordIp: limiter('map-password-ip', config.MAP_PASSWORD_IP_RATE_LIMIT, passwordWindow),
    passwordMap: limiter('map-password-map', config.MAP_PASSWORD_MAP_RATE_LIMIT, passwordWindow),
    // Never refuses (the points are out of reach): it only records that a session failed on a map.
    passwordMapSession: limiter('map-password-map-session', 1_000_000_000, passwordWindow),
    passwordAlert: limiter('map-password-alert', 1, PASSWORD_ALERT_INTERVAL_SECONDS),
    logoUser: limiter('logo-upload-user', config.LOGO_UPLOAD_USER_RATE_LIMIT, logoWindow),
    logoIp: limiter('logo-upload-ip', config.LOGO_UPLOAD_IP_RATE_LIMIT, logoWindow),
    demoAdditionSession: limiter('demo-addition-session', config.DEMO_ADDITION_SESSION_LIMIT, DAY_SECONDS),
    demoAdditionIp: limiter('demo-addition-ip', config.DEMO_ADDITION_IP_LIMIT, DAY_SECONDS),
    exportSession: limiter(
      'export-session',
      config.EXPORT_SESSION_RATE_LIMIT,
      config.EXPORT_RATE_WINDOW_SECONDS,
    ),
    exportIp: limiter('export-ip', config.EXPORT_IP_RATE_LIMIT, config.EXPORT_RATE_WINDOW_SECONDS),
    importUser: limiter('import-user', config.IMPORT_USER_RATE_LIMIT, config.IMPORT_RATE_WINDOW_SECONDS),
    locationWriteSession: writeLimiter('location-write-session', config.LOCATION_WRITE_SESSION_RATE_LIMIT),
    locationWriteIp: writeLimiter('location-write-ip', config.LOCATION_WRITE_IP_RATE_LIMIT),
    reportSession: limiter(
      'report-session',
      config.REPORT_SESSION_RATE_LIMIT,
      config.REPORT_RATE_WINDOW_SECONDS,
    ),
    reportIp: limiter('report-ip', config.REPORT_IP_RATE_LIMIT, config.REPORT_RATE_WINDOW_SECONDS),
    ...editLinkLimiters(limiter, config),
  };
}

type LimiterFactory = (keyPrefix: string, points: number, durationSeconds: number) => RateLimiter;

/** Issue 26's limits, asking for edit links and following them, in one window. */
function editLinkLimiters(limiter: LimiterFactory, config: MapsConfig) {
  const window = config.EDIT_LINK_RATE_WINDOW_SECONDS;
  return {
    editLinkSession: limiter('edit-link-session', config.EDIT_LINK_SESSION_RATE_LIMIT, window),
    editLinkIp: limiter('edit-link-ip', config.EDIT_LINK_IP_RATE_LIMIT, window),
    editLinkEmail: limiter('edit-link-email', config.EDIT_LINK_EMAIL_RATE_LIMIT, window),
    editLinkFollowSession: limiter(
      'edit-link-follow-session',
      config.EDIT_LINK_FOLLOW_SESSION_RATE_LIMIT,
      window,
    ),
    editLinkFollowIp: limiter('edit-link-follow-ip', config.EDIT_LINK_FOLLOW_IP_RATE_LIMIT, window),
  };
}
