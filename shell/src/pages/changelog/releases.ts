export interface Release {
  version: string;
  /** ISO date, for `<time dateTime>`. */
  date: string;
  /** The date as the page prints it. */
  dateText: string;
  title: string;
  changes: readonly string[];
}

/** Groupmap's releases, newest first (decisions.md: from 13 Dec 2024, v1, to 7 Jan 2025). */
export const RELEASES: readonly Release[] = [
  {
    version: '1.4.0',
    date: '2025-01-07',
    dateText: '7 January 2025',
    title: 'Discount codes and feedback',
    changes: [
      'Discount codes can be entered on the Subscription page before you upgrade.',
      'A Feedback button on every page sends us a message, with an optional e-mail address if you are not signed in.',
      'Custom branding is now available on the Pro plan as well as Business.',
    ],
  },
  {
    version: '1.3.1',
    date: '2025-01-03',
    dateText: '3 January 2025',
    title: 'Fixes',
    changes: [
      'Locations without coordinates no longer stop a map from loading; they still appear in the list.',
      'Permalinks are converted to lowercase as you type, with a notice explaining the change.',
      'Links in custom field values open in a new tab.',
    ],
  },
  {
    version: '1.3.0',
    date: '2024-12-30',
    dateText: '30 December 2024',
    title: 'A better map page on phones',
    changes: [
      'On narrow screens, "Add New Location" and "Search Locations" buttons open the form and the search box.',
      'Map View and List View tabs switch between the map and the list.',
      'Each map remembers whether you last used the map or the list view.',
    ],
  },
  {
    version: '1.2.0',
    date: '2024-12-23',
    dateText: '23 December 2024',
    title: 'Custom fields',
    changes: [
      'Pro maps can collect up to 5 custom fields with every location, and Business maps up to 10.',
      'Search now covers custom field values as well as names and addresses.',
      'The dashboard shows how many locations each map holds.',
    ],
  },
  {
    version: '1.1.0',
    date: '2024-12-17',
    dateText: '17 December 2024',
    title: 'More ways to share',
    changes: [
      'Embed code for your own website in three sizes, with a live preview.',
      'A QR code of every map, downloadable as an SVG file.',
      'Share a map on WhatsApp or Telegram, or by e-mail, in one click.',
    ],
  },
  {
    version: '1.0.0',
    date: '2024-12-13',
    dateText: '13 December 2024',
    title: 'Groupmap 1.0',
    changes: [
      'Create maps with a name, a description and a permalink of your choosing.',
      'Anyone with the link can add locations by address, with a preview before saving.',
      'Every viewer sees new, changed and deleted locations in real time.',
      'Password-protected maps on the paid plans.',
      'Free, Pro and Business plans, billed yearly.',
    ],
  },
];
