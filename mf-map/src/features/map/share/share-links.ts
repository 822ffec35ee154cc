import { formatMessage, messages } from '@groupmap/contracts';

/**
 * The address of a map's page on `origin` (the page the Link, Social and QR tabs share). Permalinks
 * are plain `[a-z0-9-]`, but the path is encoded anyway: it must never be able to leave its segment.
 */
export function mapPageUrl(origin: string, permalink: string): string {
  return `${origin}/map/${encodeURIComponent(permalink)}`;
}

/** The address of a map's embeddable view (decisions.md, Embedding): what the embed snippet frames. */
export function mapEmbedUrl(origin: string, permalink: string): string {
  return `${origin}/embed/${encodeURIComponent(permalink)}`;
}

/** "Check out this map: {name}", the text every social share starts with. */
export function shareText(mapName: string): string {
  return formatMessage(messages.mapPage.shareText, { name: mapName });
}

export interface SocialShareLinks {
  whatsapp: string;
  telegram: string;
  email: string;
}

/**
 * The WhatsApp, Telegram and e-mail share links for a map, each prefilled with the share text and the
 * page URL. Every value goes through encodeURIComponent, so a name holding `&`, `#`, `?` or line
 * breaks stays text instead of ending the parameter or starting a new one.
 */
export function socialShareLinks(mapName: string, pageUrl: string): SocialShareLinks {
  const text = shareText(mapName);
  const encode = encodeURIComponent;
  return {
    whatsapp: `https://wa.me/?text=${encode(`${text} ${pageUrl}`)}`,
    telegram: `https://t.me/share/url?url=${encode(pageUrl)}&text=${encode(text)}`,
    email: `mailto:?subject=${encode(text)}&body=${encode(`${text}\n\n${pageUrl}`)}`,
  };
}
