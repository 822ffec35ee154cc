/**
 * Whether this process has begun its graceful shutdown. One flag per process, like the signal
 * handlers `onShutdown` installs: a service is one process, and its `/readyz` (the kit's
 * healthRouter, in every service and the gateway) must turn 503 the moment shutdown starts, while the
 * server still accepts requests, without each composition root wiring the two together.
 */
let shuttingDown = false;

/** Marks the process as shutting down; `onShutdown` calls it before its first step. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

/** True once the process began its graceful shutdown (healthRouter's default readiness gate). */
export function isShuttingDown(): boolean {
  return shuttingDown;
}
