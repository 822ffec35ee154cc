import type { Location, LocationList } from '../api/list-locations';
import { locationFromMessage, type LiveMessageOf, type SequencedMessage } from './live-message';

/** What a change did to the list, as screen readers hear about other people's changes. */
export type ListChange = 'added' | 'changed' | 'removed';

export interface AppliedMessage {
  list: LocationList;
  /** Set when someone else's change altered the list (the viewer's own changes are not announced). */
  othersChange: ListChange | null;
}

/**
 * A sequenced message the cached list can take where it stands. An import's locations do not travel
 * (there may be thousands), so `locationsImported` has the list read again instead (live-cache-sync).
 */
export type ListMessage = Exclude<SequencedMessage, LiveMessageOf<'locationsImported' | 'locationsRestored'>>;

/**
 * Whether the list already holds a message's change: its snapshot (or a message applied to it) is at
 * or past the message's `seq` in the same epoch. A message of another epoch is never a duplicate:
 * the maps database was restored and numbers its events afresh.
 */
export function isAlreadyApplied(list: Pick<LocationList, 'sequence' | 'epoch'>, message: SequencedMessage) {
  return list.sequence !== null && list.epoch === message.epoch && message.seq <= list.sequence;
}

/**
 * The list after one sequenced message, newest first as the server lists it: a new location goes to
 * the top (replacing a copy the list already has, e.g. from a refetch), an update replaces the
 * location where it stands, a deletion removes it. Every message moves the list's sequence, map
 * messages included (maps numbers a map's location and map events together).
 */
export function applyToList(list: LocationList, message: ListMessage): AppliedMessage {
  const position = { sequence: message.seq, epoch: message.epoch };
  switch (message.type) {
    case 'newLocation': {
      const location = locationFromMessage(message);
      const known = list.locations.some(({ id }) => id === location.id);
      return {
        list: {
          ...position,
          locations: [location, ...list.locations.filter(({ id }) => id !== location.id)],
        },
        othersChange: known || location.isOwn ? null : 'added',
      };
    }
    case 'updateLocation': {
      const location = locationFromMessage(message);
      const known = list.locations.some(({ id }) => id === location.id);
      // An update of a location this list does not have yet still belongs in it: add it at the top.
      const locations = known
        ? list.locations.map((current) => (current.id === location.id ? location : current))
        : [location, ...list.locations];
      return { list: { ...position, locations }, othersChange: location.isOwn ? null : 'changed' };
    }
    case 'deleteLocation': {
      const removed: Location | undefined = list.locations.find(({ id }) => id === message.data.id);
      return {
        list: { ...position, locations: list.locations.filter(({ id }) => id !== message.data.id) },
        othersChange: removed && !removed.isOwn ? 'removed' : null,
      };
    }
    case 'locationsRemoved': {
      // The owner's "Remove all their locations" (issue 25): one message for all of them.
      const gone = new Set(message.data.ids);
      const locations = list.locations.filter(({ id }) => !gone.has(id));
      return {
        list: { ...position, locations },
        othersChange: locations.length < list.locations.length ? 'removed' : null,
      };
    }
    default:
      return { list: { ...list, ...position }, othersChange: null };
  }
}
