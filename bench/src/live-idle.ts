// LIVE_IDLE=<n> of `npm run bench:live`: n idle sockets on one realtime process, and its memory
// per connection.
import { readFileSync } from 'node:fs';
import { readPlatformState } from '@groupmap/scripts';
import { startViewers } from './live-viewer-process';
import { rssKb } from './process-cpu';

/**
 * `count` idle sockets on one map, straight to the platform's realtime process (signed identity
 * tokens as the gateway forwards them; live-viewers.ts says why not through the gateway): its memory.
 */
export async function idleConnections(dataDir: string, permalink: string, count: number) {
  const state = readPlatformState(dataDir)!;
  const entry = (name: string) => state.processes.find((process) => process.name === name)!;
  const gatewayEnv = entry('gateway').env;
  const identityPrivateKey =
    gatewayEnv.IDENTITY_PRIVATE_KEY ?? readFileSync(gatewayEnv.IDENTITY_PRIVATE_KEY_FILE!, 'utf8');
  const realtime = entry('realtime');
  const before = rssKb(realtime.pid!);
  const viewers = await startViewers({
    baseUrl: state.gatewayUrl,
    permalink,
    viewers: count,
    browserLike: false,
    direct: { realtimeUrl: `http://127.0.0.1:${realtime.port}`, identityPrivateKey },
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, 5000)); // let the join work settle
    const after = rssKb(realtime.pid!);
    console.log(
      `\n${count} idle connections on one realtime process (joined in ${Math.round(viewers.joinMs)} ms): RSS ${before} -> ${after} kB ` +
        `(${((after - before) / count).toFixed(1)} kB per connection); the viewers offer permessage-deflate, realtime declines it (its ws server has permessage-deflate off)`,
    );
  } finally {
    await viewers.stop();
  }
}
