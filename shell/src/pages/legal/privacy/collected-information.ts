/** The data items of spec section 3 ("Data collected per the privacy text"), each with why and when. */
export const COLLECTED_INFORMATION: readonly { item: string; detail: string }[] = [
  {
    item: 'Email address',
    detail:
      'given when you register, to identify your account and write to you about it; or given without an account to get a link that keeps your edit rights on another device, kept only to send that link and deleted with your locations.',
  },
  { item: 'Username', detail: 'chosen when you register; it is shown to you in the page header.' },
  {
    item: 'Map contributions',
    detail:
      'the maps you create and the locations you add, with their addresses, coordinates and custom field values.',
  },
  {
    item: 'Communication preferences',
    detail: 'your choices about the e-mails we send you, and any e-mail address you give with feedback.',
  },
  {
    item: 'Payment information for premium plans',
    detail:
      'your plan, subscription status and renewal date. Card details are entered with our card payment provider and never reach our servers.',
  },
  { item: 'Device information', detail: 'your browser type, operating system and screen size.' },
  {
    item: 'IP address',
    detail: 'recorded with each request, to keep the service secure and to limit abuse.',
  },
  {
    item: 'Usage data',
    detail: 'the pages you open and the actions you take, as recorded in our server logs.',
  },
  {
    item: 'Location, when permitted',
    detail: "your device's location, only if you allow your browser to share it with Groupmap.",
  },
];
