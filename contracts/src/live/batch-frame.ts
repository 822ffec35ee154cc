/**
 * A batch frame: several live messages in one WebSocket frame, in the order they were due (issue 27).
 * realtime sends one when a socket has more than one message due in the same event-loop turn, or
 * data still waiting to be sent; a lone message stays a frame of its own. This module holds no zod, so
 * the browser's live client (within the embed's budget) and test clients share it.
 */
export const LIVE_BATCH_TYPE = 'batch';

/** The frame's text around the messages' own texts, which are joined unparsed (serialised once). */
export const LIVE_BATCH_PREFIX = `{"type":"${LIVE_BATCH_TYPE}","messages":[`;
export const LIVE_BATCH_SUFFIX = ']}';

/**
 * The messages a parsed frame carries: a batch's, in order, or the frame itself. Each is still
 * unchecked: the caller reads it as it reads a lone frame.
 */
export function liveFrameMessages(frame: unknown): unknown[] {
  const batch = frame as { type?: unknown; messages?: unknown } | null;
  return batch?.type === LIVE_BATCH_TYPE && Array.isArray(batch.messages) ? batch.messages : [frame];
}
