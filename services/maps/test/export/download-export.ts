import type request from 'supertest';
import type { Client } from '../support/maps-test-env';

/** Reads any answer as UTF-8 text (supertest leaves KML and GPX bodies unread otherwise). */
const asText = (res: request.Response, done: (error: Error | null, body: string) => void) => {
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => done(null, text));
};

/** `who` downloads map `mapId`'s export in `format`: the answer, and its body as text. */
export async function downloadExport(who: Client, mapId: number, format: string) {
  const res = await who.get(`/api/maps/${mapId}/export?format=${format}`).buffer(true).parse(asText);
  return { res, text: res.body as string };
}
