/**
 * How auth hands the gateway a session it rotated or replaced (login, registration, logout): two
 * response headers in the gateway's own `x-groupmap-` namespace. The gateway turns them into the
 * `session_id` and `csrf_token` cookies and removes them, so they never reach a browser; it sets
 * every session cookie itself, and its `Secure` flag follows the gateway's public origin alone.
 */
export const SESSION_SECRET_HEADER = 'x-groupmap-session-secret';

/** The public id of the handed-over session; the CSRF token follows it. */
export const SESSION_PUBLIC_ID_HEADER = 'x-groupmap-session-id';
