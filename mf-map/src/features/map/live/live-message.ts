import { liveFrameMessages, type LiveMap, type LiveServerMessage } from '@groupmap/contracts';
import type { Location } from '../api/list-locations';

/**
 * The live channel's messages as the browser reads them. The wire schemas live in contracts
 * (`liveServerMessageSchema`), but parsing them with zod would put zod into the embed's 150 kB
 * budget: the server is trusted for the shape, and these plain guards only keep a malformed or
 * unknown message from reaching the cache.
 */
export type LiveMessage = LiveServerMessage;
export type LiveMessageType = LiveMessage['type'];
export type LiveMessageOf<T extends LiveMessageType> = Extract<LiveMessage, { type: T }>;
/** A change in the map's history: it moves the map's event sequence. */
export type SequencedMessage = LiveMessageOf<
  | 'newLocation'
  | 'updateLocation'
  | 'deleteLocation'
  | 'mapUpdated'
  | 'locationsImported'
  | 'locationsRemoved'
  | 'locationsRestored'
  | 'mapDeleted'
>;
export type LiveLocationMessage = LiveMessageOf<'newLocation' | 'updateLocation'>;
export type { LiveMap };

/**
 * Close codes (contracts/src/live/messages.ts `LIVE_CLOSE_*`, restated here so the browser bundle
 * does not import the module that builds the zod schemas; a unit test keeps them equal).
 */
export const CLOSE_ACCESS_CHANGED = 4403;
export const CLOSE_SESSION_ENDED = 4401;
export const CLOSE_MAP_DELETED = 4404;

const TYPES = new Set<string>([
  'connected',
  'newLocation',
  'updateLocation',
  'deleteLocation',
  'mapUpdated',
  'locationsImported',
  'locationsRemoved',
  'locationsRestored',
  'mapDeleted',
  'refetch',
  'presence',
]);
const SEQUENCED = new Set<string>([
  'newLocation',
  'updateLocation',
  'deleteLocation',
  'mapUpdated',
  'locationsImported',
  'locationsRemoved',
  'locationsRestored',
  'mapDeleted',
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const isLiveMap = (value: unknown): boolean =>
  isRecord(value) && isId(value.id) && typeof value.name === 'string' && Array.isArray(value.customFields);

function hasValidData(type: string, data: Record<string, unknown>): boolean {
  switch (type) {
    case 'newLocation':
    case 'updateLocation':
      return (
        isId(data.id) &&
        typeof data.name === 'string' &&
        typeof data.latitude === 'number' &&
        typeof data.longitude === 'number' &&
        isRecord(data.customData)
      );
    case 'deleteLocation':
    case 'mapDeleted':
      return isId(data.id);
    case 'mapUpdated':
      return isLiveMap(data);
    case 'locationsImported':
      return Number.isInteger(data.count) && (data.count as number) > 0 && isLiveMap(data.map);
    case 'locationsRemoved':
    case 'locationsRestored':
      return Array.isArray(data.ids) && data.ids.length > 0 && data.ids.every(isId);
    case 'presence':
      return Number.isInteger(data.viewers) && (data.viewers as number) >= 0;
    default:
      return true;
  }
}

/** A parsed message, or null for anything this client does not understand. */
function asLiveMessage(value: unknown): LiveMessage | null {
  if (!isRecord(value) || typeof value.type !== 'string' || !TYPES.has(value.type)) return null;
  if (!isRecord(value.data) || !hasValidData(value.type, value.data)) return null;
  if (SEQUENCED.has(value.type) && !(isId(value.seq) && typeof value.epoch === 'string')) return null;
  return value as LiveMessage;
}

/**
 * The messages in a frame's text, in order: one, or a batch's (realtime batches what one turn has for
 * a socket, issue 27). A message this client does not understand is left out; a frame that is not
 * JSON holds none.
 */
export function readLiveMessages(text: unknown): LiveMessage[] {
  if (typeof text !== 'string') return [];
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return [];
  }
  return liveFrameMessages(frame)
    .map(asLiveMessage)
    .filter((message) => message !== null);
}

export function isSequenced(message: LiveMessage): message is SequencedMessage {
  return SEQUENCED.has(message.type);
}

/**
 * A location from a live message as the list holds it: the shared form carries no per-viewer flags,
 * and a missing flag means false (only the author's and the owner's sockets get them).
 */
export function locationFromMessage(message: LiveLocationMessage): Location {
  const data = message.data as Partial<Location> & Omit<Location, 'isOwn' | 'canEdit' | 'canDelete'>;
  return {
    ...data,
    // Messages of events written before issue 24 carry none: those were published when created.
    publishedAt: data.publishedAt === undefined ? data.createdAt : data.publishedAt,
    isOwn: data.isOwn === true,
    canEdit: data.canEdit === true,
    canDelete: data.canDelete === true,
  };
}
