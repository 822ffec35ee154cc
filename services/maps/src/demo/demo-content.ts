import { normaliseFieldKey } from '@groupmap/contracts';
import type { LocationWrite } from '../db/location-repository';

/** The demo map's one custom field; its sample values are links (decisions.md, Demo content). */
export const DEMO_FIELD = 'Website';

export const DEMO_MAP = {
  name: 'Groupmap demo map',
  description:
    'A shared map anyone can try: search it, share it, add a place. Landmarks around the world to start with.',
  customFields: [DEMO_FIELD],
};

const place = (
  name: string,
  address: string,
  [latitude, longitude]: [number, number],
  region: string,
  country: string,
  website: string,
): LocationWrite => ({
  name,
  address,
  latitude,
  longitude,
  region,
  country,
  customData: { [normaliseFieldKey(DEMO_FIELD)]: website },
});

/** The sample locations, oldest first (the list shows the last one first). */
export const DEMO_LOCATIONS: LocationWrite[] = [
  place(
    'Sydney Opera House',
    'Bennelong Point, Sydney',
    [-33.8568, 151.2153],
    'New South Wales',
    'Australia',
    'https://www.sydneyoperahouse.com',
  ),
  place(
    'Christ the Redeemer',
    'Parque Nacional da Tijuca, Rio de Janeiro',
    [-22.9519, -43.2105],
    'Rio de Janeiro',
    'Brazil',
    'https://cristoredentoroficial.com.br',
  ),
  place(
    'Nairobi National Park',
    'Langata Road, Nairobi',
    [-1.3733, 36.8589],
    'Nairobi Area',
    'Kenya',
    'https://www.kws.go.ke',
  ),
  place(
    'Shibuya Crossing',
    'Shibuya, Tokyo',
    [35.6595, 139.7005],
    'Tokyo',
    'Japan',
    'https://www.gotokyo.org',
  ),
  place(
    'Central Park',
    '59th Street, New York',
    [40.7829, -73.9654],
    'New York',
    'United States',
    'https://www.centralparknyc.org',
  ),
  place(
    'Eiffel Tower',
    'Champ de Mars, Paris',
    [48.8584, 2.2945],
    'Île-de-France',
    'France',
    'https://www.toureiffel.paris',
  ),
  place(
    'British Museum',
    'Great Russell Street, London',
    [51.5194, -0.127],
    'England',
    'United Kingdom',
    'https://www.britishmuseum.org',
  ),
];
