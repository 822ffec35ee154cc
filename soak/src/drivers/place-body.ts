// The body of a place the drivers add or edit: a place in London, whose address the offline
// gazetteer resolves (the server checks it), at a point of its own near the centre.
export function placeBody(name: string) {
  return {
    name,
    address: 'London',
    latitude: 51.45 + Math.random() * 0.1,
    longitude: -0.2 + Math.random() * 0.2,
    region: 'England',
    country: 'United Kingdom',
    customData: {},
  };
}
