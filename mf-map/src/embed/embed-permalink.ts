/** The permalink of an /embed/{permalink} address, or undefined for any other path. */
export function embedPermalink(pathname: string): string | undefined {
  const match = /^\/embed\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
