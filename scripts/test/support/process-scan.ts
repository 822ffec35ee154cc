// What a platform left on this machine, read from /proc (Linux): the processes of given process
// groups, and the listening TCP sockets on given ports with whether each is on a loopback address.
import { readdirSync, readFileSync } from 'node:fs';

export interface FoundProcess {
  pid: number;
  group: number;
  command: string;
}

/** Every process whose process group is one of `groups`, with its command line. */
export function processesInGroups(groups: Iterable<number>): FoundProcess[] {
  const wanted = new Set(groups);
  const found: FoundProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name may hold spaces and parentheses: the fields after it follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const state = fields[0];
      const group = Number(fields[2]);
      if (!wanted.has(group) || state === 'Z') continue;
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      found.push({ pid: Number(entry), group, command });
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

export interface ListeningSocket {
  port: number;
  /** The local address as /proc shows it (hex). */
  address: string;
  loopback: boolean;
}

const LISTEN = '0A';
/** 127.0.0.0/8 in /proc/net/tcp's little-endian hex ends with 7F; ::1, and 127.x mapped into IPv6. */
const isLoopback = (hex: string) =>
  hex.length === 8
    ? hex.endsWith('7F')
    : hex === '00000000000000000000000001000000' || /^0000000000000000FFFF0000[0-9A-F]{6}7F$/.test(hex);

/** The listening TCP sockets (IPv4 and IPv6) on any of `ports`. */
export function listeningSockets(ports: Iterable<number>): ListeningSocket[] {
  const wanted = new Set(ports);
  const sockets: ListeningSocket[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== LISTEN) continue;
      const [address, portHex] = local.split(':') as [string, string];
      const port = parseInt(portHex, 16);
      if (wanted.has(port)) sockets.push({ port, address, loopback: isLoopback(address) });
    }
  }
  return sockets;
}
