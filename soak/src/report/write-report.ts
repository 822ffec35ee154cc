// Writes soak-report/index.html: one file holding the figures, uPlot and its stylesheet, and the
// page's script (bundled by esbuild), so it opens from disk with no server and fetches nothing.
// The checks' table and the faults are plain HTML above the charts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import type { ReportData } from './report-data';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script> block: `<` escaped so no text in it can close the block. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function pageScript(): string {
  const result = buildSync({
    entryPoints: [join(__dirname, 'page', 'charts.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  });
  // A script's text may not hold "</script": the bundle's strings never need it literally.
  return result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
}

function uplotStyles(): string {
  return readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8');
}

export function reportHtml(data: ReportData): string {
  const rows = data.checks
    .map(
      (check) =>
        `<tr class="${check.ok ? 'pass' : 'fail'}"><td>${escapeHtml(check.name)}</td><td>${check.ok ? 'pass' : 'FAIL'}</td><td>${escapeHtml(check.summary)}</td></tr>`,
    )
    .join('\n');
  const problems = data.checks
    .filter((check) => check.problems.length > 0)
    .map(
      (check) =>
        `<h3>${escapeHtml(check.name)}</h3><ul>${check.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>`,
    )
    .join('\n');
  const faults = data.faults
    .map(
      (fault) =>
        `<li>minute ${fault.from.toFixed(1)}: ${escapeHtml(fault.label)}; ${fault.to === null ? 'never recovered' : `recovered in ${((fault.to - fault.from) * 60).toFixed(1)} s`}</li>`,
    )
    .join('');
  const { profile } = data;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.title)}</title>
<style>${uplotStyles()}</style>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 20px; color: #222; }
table { border-collapse: collapse; margin: 8px 0 16px; }
td, th { border: 1px solid #ccc; padding: 4px 10px; text-align: left; }
tr.pass td:nth-child(2) { color: #176b2c; font-weight: 600; }
tr.fail td:nth-child(2) { color: #b00020; font-weight: 600; }
h2 { font-size: 15px; margin: 22px 0 4px; }
.legend { color: #555; }
</style>
</head>
<body>
<h1>${escapeHtml(data.title)}</h1>
<p class="legend">Generated ${escapeHtml(data.generatedAt)}. ${profile.maps} public maps of ${profile.seedLocations} seeded locations; ${profile.addsPerSecond} adds, ${profile.deletesPerSecond} deletes and ${profile.editsPerSecond} edits a second; ${profile.viewers} live viewers (${profile.crowdedMapViewers} on one map); ${profile.dataLoadsPerSecond} map data loads a second. Shaded: fault windows.</p>
<table><thead><tr><th>check</th><th>result</th><th>figures</th></tr></thead><tbody>
${rows}
</tbody></table>
${problems}
<h2>Faults</h2><ul>${faults || '<li>none</li>'}</ul>
<div id="charts"></div>
<script type="application/json" id="soak-data">${scriptJson(data)}</script>
<script>${pageScript()}</script>
</body>
</html>
`;
}

/** Writes the report into `dir` (created when missing); answers the page's path. */
export function writeReport(dir: string, data: ReportData): string {
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, 'index.html');
  writeFileSync(file, reportHtml(data));
  return file;
}
