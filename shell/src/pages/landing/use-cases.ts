/** A pin on a mini map: the tip of the pin at x and y on its 160 x 72 grid (y from 28: the pin is drawn 22 units above its tip). */
export type PinPosition = readonly [x: number, y: number];

export interface UseCase {
  audience: string;
  /** A map such a group would make. */
  example: string;
  text: string;
  /** Custom fields that map would collect. */
  fields: readonly string[];
  /** Colour scheme of the card's mini map (a `use-case--{tone}` class). */
  tone: 'green' | 'amber' | 'rose' | 'blue' | 'teal' | 'red';
  pins: readonly PinPosition[];
}

/** The audiences of spec section 1, each with a map it would make. */
export const USE_CASES: readonly UseCase[] = [
  {
    audience: 'Community groups',
    example: 'Neighbourhood food pantries',
    text: 'Volunteers add each pantry and drop-off point from their phones, and residents find the nearest one that is open.',
    fields: ['Opening hours', 'Most needed'],
    tone: 'green',
    pins: [
      [34, 35],
      [70, 56],
      [112, 32],
      [128, 66],
    ],
  },
  {
    audience: 'Event organisers',
    example: 'Festival weekend site map',
    text: 'Stages, food stalls, first aid and water points on one map, shared by QR code on the programme and at the gate.',
    fields: ['Times', 'Step-free access'],
    tone: 'amber',
    pins: [
      [46, 45],
      [80, 33],
      [96, 61],
      [120, 43],
      [60, 68],
    ],
  },
  {
    audience: 'Friend groups',
    example: 'Our week in Lisbon',
    text: 'Everyone pins the restaurants, viewpoints and bars they want to try, and the whole group plans from the same map.',
    fields: ['Suggested by', 'Price'],
    tone: 'rose',
    pins: [
      [40, 59],
      [76, 40],
      [104, 54],
    ],
  },
  {
    audience: 'Civic projects',
    example: 'Streetlights reported by residents',
    text: 'Residents pin each broken streetlight or damaged pavement, and a status field shows what has been reported and fixed.',
    fields: ['Reported on', 'Status'],
    tone: 'blue',
    pins: [
      [28, 51],
      [58, 30],
      [88, 49],
      [118, 37],
      [136, 64],
    ],
  },
  {
    audience: 'Environmental projects',
    example: 'River clean-up sites',
    text: 'Survey teams log litter hotspots, bird sightings or tree planting along a river, and the map shows where to go next.',
    fields: ['Date surveyed', 'Bags collected'],
    tone: 'teal',
    pins: [
      [30, 64],
      [64, 53],
      [96, 42],
      [130, 28],
    ],
  },
  {
    audience: 'Emergency response',
    example: 'Flood support points',
    text: 'Shelters, sandbag collection and drinking water, updated live by several teams, with a password when the map should stay with responders.',
    fields: ['Open now', 'Capacity'],
    tone: 'red',
    pins: [
      [50, 37],
      [82, 63],
      [114, 47],
    ],
  },
];
