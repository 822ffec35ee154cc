import { messages } from '@groupmap/contracts';
import { socialShareLinks } from './share-links';

/**
 * The Social tab: WhatsApp, Telegram and e-mail, each prefilled with "Check out this map: {name}" and
 * the page's address. They open in a new tab without giving it a handle on this page (noopener).
 */
export function SocialTab({ mapName, pageUrl }: { mapName: string; pageUrl: string }) {
  const links = socialShareLinks(mapName, pageUrl);
  const targets = [
    { href: links.whatsapp, label: messages.mapPage.shareOnWhatsApp },
    { href: links.telegram, label: messages.mapPage.shareOnTelegram },
    { href: links.email, label: messages.mapPage.shareByEmail },
  ];
  return (
    <ul className="share-social">
      {targets.map(({ href, label }) => (
        <li key={label}>
          <a className="gm-button gm-button--secondary" href={href} target="_blank" rel="noopener noreferrer">
            {label}
            <span className="gm-visually-hidden"> {messages.mapPage.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
