/**
 * Machine-readable failure codes, sent in the `X-Error-Code` header beside the `text/plain` human
 * message (architecture.md, Errors). Clients branch on the code, never on the wording.
 */
export const ERROR_CODE_HEADER = 'X-Error-Code';

/** Each code with the HTTP status it is answered with. */
export const ERROR_STATUS = {
  validation_failed: 400,
  invalid_request: 400,
  invalid_characters: 400,
  invalid_address: 400,
  permalink_reserved: 400,
  custom_field_limit_reached: 400,
  invalid_file_type: 400,
  /** An import's file that cannot be read (issue 13): malformed, undecodable, a DOCTYPE, a zip bomb. */
  invalid_import_file: 400,
  password_too_common: 400,
  email_required: 400,
  /** A link from a mail (verify an e-mail, reset a password) that is unknown, used already or expired. */
  invalid_link: 400,
  invalid_discount_code: 400,
  invalid_webhook_signature: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  csrf_rejected: 403,
  incorrect_password: 403,
  /** Login or password reset of an account an operator suspended. */
  account_suspended: 403,
  password_required: 403,
  plan_feature_unavailable: 403,
  map_limit_reached: 403,
  location_limit_reached: 403,
  /** An add to a map whose owner lets signed-in users add only, by a visitor (issue 24). */
  sign_in_to_add: 403,
  /** An add to a map whose owner alone adds, by anyone else (issue 24). */
  owner_only_add: 403,
  /** An add or edit past the contributor's 10 items awaiting review on a reviewed map (issue 24). */
  review_queue_full: 403,
  /** A report of a location its reporter added (issue 25). */
  own_location_report: 403,
  /** An add or edit by a contributor the map's owner blocked (issue 25). */
  contributor_blocked: 403,
  not_found: 404,
  /** "This link was already used." (issue 26's edit link). */
  edit_link_used: 409,
  /** "This link has expired." (issue 26's edit link, after 7 days). */
  edit_link_expired: 410,
  /** "There is nothing left to edit on this map." (issue 26: the locations or the map are gone). */
  nothing_left_to_edit: 410,
  permalink_taken: 409,
  /** A second report of one location by one session or account (issue 25). */
  already_reported: 409,
  username_taken: 409,
  email_taken: 409,
  already_on_plan: 409,
  email_already_verified: 409,
  /** A change, commit or cancel of an import that has moved on. */
  import_not_pending: 409,
  payload_too_large: 413,
  rate_limited: 429,
  server_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** True when `value` (e.g. a received `X-Error-Code` header) is a known code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
