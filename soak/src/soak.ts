// `npm run soak [-- --minutes 30] [-- --faults gateway,maps]`: half an hour of a busy platform with faults (issue 29). Starts the
// platform on a Postgres and a NATS of its own, seeds it, drives it from separate processes (writers,
// viewers, loaders), strikes each fault once under load, then checks that nothing acknowledged was
// lost, every viewer converged, and no error fell outside a fault's window, prints the verdict as a
// table and writes soak-report/. `--ci`: the small run `npm test` makes (3 minutes). Exit code 0 only
// when every check passed.
import { resolve } from 'node:path';
import { checkConvergence, checkSequences } from './checks/convergence-check';
import { checkErrors, checkRecovery } from './checks/error-check';
import { checkLoss } from './checks/loss-check';
import { checkDescriptors, checkLatency, checkMemory } from './checks/resource-check';
import { resultTable, type NamedCheck } from './checks/result-table';
import { Collector, type LatencySample } from './collector';
import { startDriver, type DriverProcess } from './driver-process';
import type { LoadersConfig } from './drivers/loaders';
import type { ViewersConfig } from './drivers/viewers';
import type { WritersConfig } from './drivers/writers';
import { strike, type FaultWindow } from './faults';
import { startSampler } from './process-sampler';
import { faultSchedule, parseSoakArgs, viewersPerMap, type SoakProfile } from './profile';
import { now } from './protocol';
import { reportData } from './report/report-data';
import { writeReport } from './report/write-report';
import { seedWorld, type SoakWorld } from './seed';
import { startSoakPlatform, type SoakPlatform } from './soak-platform';
import { readStoredLocations } from './stored-locations';
import { assignViewers } from './viewer-assignment';

const REPORT_DIR = resolve(__dirname, '..', '..', 'soak-report');
const PROGRESS_EVERY_MS = 60_000;

const say = (line: string) => process.stdout.write(`[soak] ${line}\n`);
const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

function viewerShares(profile: SoakProfile, world: SoakWorld) {
  const counts = viewersPerMap(profile);
  return assignViewers(
    [
      ...world.publicMaps.map((map, index) => ({ map, viewers: counts[index] ?? 0 })),
      { map: world.importMap, viewers: profile.importMapViewers },
      { map: world.protectedMap, viewers: profile.protectedMapViewers },
      { map: world.reviewedMap, viewers: profile.reviewedMapViewers },
    ].map(({ map, viewers }) => ({
      map: { id: map.id, permalink: map.permalink, password: map.password },
      viewers,
    })),
    profile.viewerProcesses,
  );
}

function writersConfig(profile: SoakProfile, world: SoakWorld, baseUrl: string): WritersConfig {
  return {
    baseUrl,
    maps: world.publicMaps.map((map) => ({
      id: map.id,
      ownerCookie: map.ownerCookie,
      ownedIds: map.ownedIds,
    })),
    contributorSessions: profile.contributorSessions,
    addsPerSecond: profile.addsPerSecond,
    deletesPerSecond: profile.deletesPerSecond,
    editsPerSecond: profile.editsPerSecond,
  };
}

function loadersConfig(profile: SoakProfile, world: SoakWorld, baseUrl: string): LoadersConfig {
  return {
    baseUrl,
    loadMaps: world.publicMaps.map((map) => map.permalink),
    dataLoadsPerSecond: profile.dataLoadsPerSecond,
    exports: {
      maps: world.publicMaps.map((map) => ({ id: map.id, ownerCookie: map.ownerCookie })),
      everySeconds: profile.exportEverySeconds,
    },
    importMap: {
      id: world.importMap.id,
      ownerCookie: world.importMap.ownerCookie,
      everySeconds: profile.importEverySeconds,
      rows: profile.importRows,
    },
    protectedMap: { id: world.protectedMap.id, password: world.protectedMap.password!, grantsPerMinute: 6 },
    reviewedMap: {
      id: world.reviewedMap.id,
      ownerCookie: world.reviewedMap.ownerCookie,
      addsPerMinute: 12,
      reportsPerMinute: 6,
      reviewEverySeconds: 10,
    },
  };
}

async function run(profile: SoakProfile, platform: SoakPlatform): Promise<boolean> {
  say(`seeding (${profile.name} profile, ${profile.minutes} min)…`);
  const world = await seedWorld(profile, platform, say);
  const shares = viewerShares(profile, world);
  const collector = new Collector(() => 1);
  let fatal: string | undefined;
  const onFatal = (message: string) => {
    fatal ??= message;
    say(`driver failed: ${message}`);
  };
  const drivers: DriverProcess[] = [];
  const start = <Config>(kind: 'writers' | 'viewers' | 'loaders', label: string, config: Config) => {
    const driver = startDriver(kind, label, config, (message) => collector.take(label, message), onFatal);
    drivers.push(driver);
    return driver;
  };
  const sampler = startSampler(() => [
    ...platform.productProcesses(),
    ...(platform.postgres.pid ? [{ name: 'postgres', pid: platform.postgres.pid, group: true }] : []),
    ...(platform.nats.pid ? [{ name: 'nats', pid: platform.nats.pid }] : []),
    ...drivers.map((driver) => ({ name: driver.name, pid: driver.pid })),
  ]);
  const windows: FaultWindow[] = [];
  try {
    const total = shares.flat().reduce((sum, share) => sum + share.viewers, 0);
    say(`joining ${total} viewers in ${shares.length} processes…`);
    const viewers = shares.map((maps, index) =>
      start<ViewersConfig>('viewers', `viewers-${index + 1}`, { baseUrl: platform.gatewayUrl, maps }),
    );
    await Promise.all(viewers.map((driver) => driver.ready));
    say(`viewers joined; starting the writers and loaders…`);
    const writers = start<WritersConfig>(
      'writers',
      'writers',
      writersConfig(profile, world, platform.gatewayUrl),
    );
    const loaders = start<LoadersConfig>(
      'loaders',
      'loaders',
      loadersConfig(profile, world, platform.gatewayUrl),
    );
    await Promise.all([writers.ready, loaders.ready]);
    if (profile.warmUpSeconds > 0) {
      // Caches fill and code warms up under the load before the measured minutes begin.
      say(`warming up for ${profile.warmUpSeconds} s under load…`);
      await sleep(profile.warmUpSeconds * 1000);
    }

    const loadStart = now();
    const end = loadStart + profile.minutes * 60_000;
    say(`under load for ${profile.minutes} min; faults: ${profile.faults.join(', ')}`);
    const progress = setInterval(() => {
      const minute = Math.round((now() - loadStart) / 60_000);
      const live = collector.liveViewers();
      say(
        `${minute}/${profile.minutes} min: ${collector.ledger.length} writes, ${live.connected}/${live.viewers} viewers joined, ${collector.errors.length} errors`,
      );
    }, PROGRESS_EVERY_MS);
    for (const fault of faultSchedule(profile)) {
      await sleep(Math.max(0, loadStart + fault.atMs - now()));
      if (fatal) break;
      const window = await strike(fault.kind, platform, {
        viewers: () => collector.liveViewers(),
        answeredBefore: (since) => collector.answeredBefore(since),
      });
      windows.push(window);
      const took = window.endAt ? `${((window.endAt - window.startAt) / 1000).toFixed(1)} s` : 'never';
      say(`fault: ${window.action}; recovered in ${took}`);
    }
    while (!fatal && now() < end) await sleep(Math.min(1000, end - now()));
    clearInterval(progress);
    if (fatal) throw new Error(fatal);
    const loadEnd = now();

    say('load over; waiting for writes in flight, then for every viewer to catch up…');
    await Promise.all([writers.stop(), loaders.stop()]);
    const reports = await Promise.all(viewers.map((driver) => driver.verify()));
    sampler.stop();
    const mapIds = [...world.publicMaps, world.importMap, world.protectedMap, world.reviewedMap].map(
      (map) => map.id,
    );
    const stored = await readStoredLocations(platform.databaseUrl, mapIds);
    const checks: NamedCheck[] = [
      { name: 'nothing acknowledged lost', ...checkLoss(collector.ledger, stored) },
      { name: 'viewers converged', ...checkConvergence(reports) },
      { name: 'sequences only went up', ...checkSequences(reports) },
      { name: 'no errors outside fault windows', ...checkErrors(collector.errors, windows) },
      { name: 'faults recovered', ...checkRecovery(windows, profile.faultWindowLimitMs) },
    ];
    if (profile.resourceChecks) {
      const loads: LatencySample[] = [...collector.seconds.values()].flatMap((second) =>
        (second.durations.load ?? []).map((ms) => ({ at: second.at, ms })),
      );
      checks.push(
        { name: 'memory flat', ...checkMemory(sampler.samples) },
        { name: 'descriptors not growing', ...checkDescriptors(sampler.samples, loadStart, loadEnd) },
        {
          name: 'add to last viewer steady',
          ...checkLatency('add', collector.latencies, loadStart, loadEnd, windows),
        },
        { name: 'data load steady', ...checkLatency('load', loads, loadStart, loadEnd, windows) },
      );
    }
    process.stdout.write(`\n${resultTable(checks)}\n\n`);
    const report = writeReport(
      REPORT_DIR,
      reportData({
        profile,
        checks,
        windows,
        seconds: [...collector.seconds.values()],
        latencies: collector.latencies,
        samples: sampler.samples,
        loadStart,
        loadEnd,
      }),
    );
    say(`report: ${report}`);
    return checks.every((check) => check.ok);
  } finally {
    sampler.stop();
    for (const driver of drivers) driver.kill();
  }
}

async function main() {
  const profile = parseSoakArgs(process.argv.slice(2));
  const platform = await startSoakPlatform((text) => process.stdout.write(text));
  let passed = false;
  try {
    passed = await run(profile, platform);
  } catch (error) {
    say(`failed: ${(error as Error).stack ?? String(error)}`);
  } finally {
    say('stopping the platform…');
    await platform.stop();
  }
  say(passed ? 'passed' : 'FAILED');
  process.exit(passed ? 0 : 1);
}

void main();
