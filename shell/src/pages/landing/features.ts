import type { IconName } from './icon';

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** The features of spec section 1, in the words of the landing page. */
export const FEATURES: readonly Feature[] = [
  {
    icon: 'bolt',
    title: 'Live for everyone at once',
    text: 'When someone adds, edits or removes a location, every open copy of the map updates straight away. Nobody has to refresh or ask which version is current.',
  },
  {
    icon: 'users',
    title: 'No account needed to contribute',
    text: 'Anyone with the link can add a location. Contributors can edit or delete the places they added, whether they signed in or not.',
  },
  {
    icon: 'pin',
    title: 'Addresses become pins',
    text: 'Type an address and Groupmap finds it and shows a preview before you save. The map zooms to fit every location on its own.',
  },
  {
    icon: 'fields',
    title: 'Custom fields',
    text: 'Collect what your group needs with every location, such as opening hours, a contact name or what is still missing. Available on Pro and Business.',
  },
  {
    icon: 'lock',
    title: 'Password-protected maps',
    text: 'Keep a map within your group: visitors enter the password before they see a single location. Available on Pro and Business.',
  },
  {
    icon: 'search',
    title: 'Search the map and the list together',
    text: 'One search box filters the pins on the map and the list beside it, across names, addresses and custom fields.',
  },
  {
    icon: 'image',
    title: 'Your logo on the map',
    text: "Show your organisation's logo on the map page, so people know whose map they are looking at. Available on Pro and Business.",
  },
  {
    icon: 'share',
    title: 'Share it anywhere',
    text: 'Copy the link, embed the map in your own website, print a QR code, or send it by e-mail, WhatsApp or Telegram.',
  },
];
