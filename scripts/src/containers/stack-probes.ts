// What the smoke test reads from inside the compose stack or beside the gateway: a realtime
// replica's live sockets, the mail catcher's inbox, the logo object in S3.
import type { ComposeProject } from './compose';
import { liveSocketsIn } from './live-viewer';

/** realtime_live_sockets of one replica, read inside its container (metrics never pass the gateway). */
export async function liveSockets(project: ComposeProject, replica: string): Promise<number> {
  const output = await project.runOrThrow(
    [
      'exec',
      '-T',
      replica,
      'node',
      '-e',
      "fetch('http://127.0.0.1:4003/metrics').then(r=>r.text()).then(t=>console.log(t))",
    ],
    `reading ${replica}'s metrics`,
  );
  return liveSocketsIn(output);
}

/** The mails the catcher holds (maildev's REST API: /email in 2.x, /api/email in 3.x). */
export async function mailsTo(
  mailUrl: string,
  address: string,
): Promise<Array<{ subject: string; text?: string }>> {
  for (const path of ['/email', '/api/email']) {
    const response = await fetch(`${mailUrl}${path}`);
    if (!response.ok) continue;
    const mails = (await response.json()) as Array<{
      subject: string;
      text?: string;
      to: Array<{ address: string }>;
    }>;
    return mails.filter((mail) => mail.to.some((to) => to.address === address));
  }
  throw new Error(`the mail catcher at ${mailUrl} answers neither /email nor /api/email`);
}

/** Checks that the logo object is in the S3 container, through the S3 API from the maps container. */
export async function logoInBucket(project: ComposeProject, logoUrl: string): Promise<void> {
  const key = logoUrl.split('/').pop()!;
  const script = [
    "const fs=require('fs');const {Client}=require('minio');",
    "const read=(n)=>fs.readFileSync(process.env[n+'_FILE'],'utf8').trim();",
    'const u=new URL(process.env.S3_ENDPOINT);',
    "const c=new Client({endPoint:u.hostname,port:Number(u.port),useSSL:false,accessKey:read('S3_ACCESS_KEY'),secretKey:read('S3_SECRET_KEY'),pathStyle:true});",
    "c.listBuckets().then(async(bs)=>{for(const b of bs){try{const s=await c.statObject(b.name,process.argv[1]);console.log('found',b.name,s.size);return}catch{}}process.exit(3)}).catch(e=>{console.error(e.message);process.exit(2)})",
  ].join('');
  const output = await project.runOrThrow(
    ['exec', '-T', 'maps', 'node', '-e', script, key],
    'finding the logo in S3',
  );
  if (!output.includes('found')) throw new Error(`logo ${key} is not in any bucket: ${output}`);
}
