/** The two views of the map page on a phone (and the embed): the map or the list. */
export type ViewTab = 'map' | 'list';
