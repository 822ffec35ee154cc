/** What a rejoining client says it has seen: `/ws/map/{permalink}?since={seq}&epoch={epoch}`. */
export interface ResumePoint {
  /** The last `seq` the client saw (the locations list's X-Map-Sequence on a fresh page), or null. */
  since: number | null;
  /** The epoch that `seq` belongs to (X-Map-Epoch), or null. */
  epoch: string | null;
  /** The query named them but not as a sequence and an epoch: the client is answered `refetch`. */
  malformed: boolean;
}

const SEQUENCE = /^\d{1,15}$/;
const MAX_EPOCH_LENGTH = 100;

/**
 * The resume point of a live channel URL, or null when it names none (the socket gets live changes
 * only). A value that cannot be a sequence or an epoch is not guessed at: the client reloads instead.
 */
export function resumePoint(url: string | undefined): ResumePoint | null {
  const query = new URLSearchParams((url ?? '').split('?')[1] ?? '');
  const since = query.get('since');
  const epoch = query.get('epoch');
  if (since === null && epoch === null) return null;
  const sinceOk = since === null || SEQUENCE.test(since);
  const epochOk = epoch === null || (epoch.length > 0 && epoch.length <= MAX_EPOCH_LENGTH);
  return {
    since: since !== null && sinceOk ? Number(since) : null,
    epoch: epochOk ? epoch : null,
    malformed: !sinceOk || !epochOk,
  };
}
