import { ciProfile } from '../profile';
import { reportData } from './report-data';
import { reportHtml } from './write-report';

const loadStart = 1_000_000;

function sampleReport() {
  return reportData({
    profile: ciProfile(),
    checks: [
      { name: 'nothing acknowledged lost', ok: true, summary: '3 adds', problems: [] },
      {
        name: 'no errors outside fault windows',
        ok: false,
        summary: '1 outside',
        problems: ['add: 502 </script><b>x</b>'],
      },
    ],
    windows: [
      {
        kind: 'realtime',
        action: 'SIGKILL realtime-2 (pid 5)',
        startAt: loadStart + 60_000,
        endAt: loadStart + 66_000,
      },
    ],
    seconds: [
      {
        at: loadStart,
        requests: { add: { count: 5, errors: 0 } },
        durations: { load: [40, 60] },
        deliveries: 100,
        reconnects: 0,
      },
      {
        at: loadStart + 12_000,
        requests: { add: { count: 5, errors: 1 } },
        durations: {},
        deliveries: 90,
        reconnects: 20,
      },
    ],
    latencies: [
      { at: loadStart + 500, ms: 30 },
      { at: loadStart + 700, ms: 50 },
    ],
    samples: [
      { at: loadStart, name: 'maps', pid: 7, rssKb: 102_400, cpuMs: 1000, fds: 40 },
      { at: loadStart + 5000, name: 'maps', pid: 7, rssKb: 104_448, cpuMs: 2000, fds: 41 },
    ],
    loadStart,
    loadEnd: loadStart + 20_000,
  });
}

describe('the soak report', () => {
  it('shapes each chart on minutes since the load began, with the fault windows', () => {
    const data = sampleReport();
    const writes = data.charts.find((chart) => chart.title === 'Writes a second')!;
    expect(writes.x).toEqual([0, 10 / 60].map((minute) => Math.round(minute * 1000) / 1000));
    expect(writes.series[0]).toEqual({ label: 'adds', values: [0.5, 0.5] });
    const latency = data.charts.find((chart) => chart.title === 'Add to last viewer')!;
    expect(latency.series.map((series) => series.values[0])).toEqual([30, 50]);
    const cpu = data.charts.find((chart) => chart.unit === '%')!;
    expect(cpu.series[0]).toEqual({ label: 'maps', values: [null, 20] });
    expect(data.faults).toEqual([{ label: 'SIGKILL realtime-2 (pid 5)', from: 1, to: 1.1 }]);
  });

  it('is one page that fetches nothing, its text escaped', () => {
    const html = reportHtml(sampleReport());
    // uPlot and the page's script are inlined: no script, stylesheet or image comes from elsewhere.
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(html).toContain('uplot');
    expect(html).toContain('<td>FAIL</td>');
    // A problem's text can neither close the data block nor add markup.
    expect(html).toContain('&#60;/script&#62;&#60;b&#62;x&#60;/b&#62;');
    expect(html).not.toContain('</script><b>');
  });
});
