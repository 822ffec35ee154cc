/// <reference lib="dom" />
// The report page's script, bundled with uPlot into the page itself (it opens from disk: nothing is
// fetched). It reads the figures from the page's JSON block and draws each chart, the fault windows
// shaded on every one of them.
import uPlot from 'uplot';
import type { Chart, ReportData } from '../report-data';

const COLOURS = [
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
  '#8c6d31',
  '#843c39',
];

const data = JSON.parse(document.getElementById('soak-data')!.textContent!) as ReportData;

/** Shades each fault's window (red while it lasts; to the end of the chart when it never closed). */
function faultBands(): uPlot.Plugin {
  return {
    hooks: {
      drawClear: (plot: uPlot) => {
        const { ctx, bbox } = plot;
        ctx.save();
        ctx.fillStyle = 'rgba(214, 39, 40, 0.12)';
        for (const fault of data.faults) {
          const left = plot.valToPos(fault.from, 'x', true);
          const right = fault.to === null ? bbox.left + bbox.width : plot.valToPos(fault.to, 'x', true);
          ctx.fillRect(left, bbox.top, Math.max(2, right - left), bbox.height);
        }
        ctx.restore();
      },
    },
  };
}

function draw(chart: Chart, into: HTMLElement) {
  const section = document.createElement('section');
  const heading = document.createElement('h2');
  heading.textContent = `${chart.title} (${chart.unit})`;
  section.append(heading);
  into.append(section);
  const options: uPlot.Options = {
    width: Math.min(1100, window.innerWidth - 40),
    height: 260,
    plugins: [faultBands()],
    scales: { x: { time: false } },
    axes: [{ label: 'minutes since the load began' }, { label: chart.unit }],
    series: [
      { label: 'minute' },
      ...chart.series.map((series, index) => ({
        label: series.label,
        stroke: COLOURS[index % COLOURS.length],
        width: 1.5,
        spanGaps: false,
      })),
    ],
  };
  new uPlot(options, [chart.x, ...chart.series.map((series) => series.values)] as uPlot.AlignedData, section);
}

const charts = document.getElementById('charts')!;
for (const chart of data.charts) draw(chart, charts);
