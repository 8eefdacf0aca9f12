import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv';
import { analysePipeline } from './analyse-pipeline';
import { ANALYTICS_CSV_COLUMNS, analyticsToCsv } from './analytics-to-csv';
import { CHANGES, DEALS, NOW, Q2, STAGES, TIME_ZONE } from './pipeline-fixture.test-helpers';

const run = (deals = DEALS) =>
  analyticsToCsv(
    analysePipeline({
      stages: STAGES,
      deals,
      changes: CHANGES,
      range: Q2,
      now: NOW,
      timeZone: TIME_ZONE,
      bucketSize: 'month',
    }),
  );
const rowsOf = (text: string) => {
  const read = readCsv(text, ANALYTICS_CSV_COLUMNS, { maxRows: 10_000 });
  if (!read.ok) throw new Error('unreadable');
  return read.records.map((r) => r.values);
};

describe('analyticsToCsv', () => {
  const rows = rowsOf(run());
  const find = (scope: string, group: string, metric: string, period = '') =>
    rows.find((r) => r.scope === scope && r.group === group && r.metric === metric && r.period === period)?.value;

  it('writes a header and one row per figure, overall and per group', () => {
    expect(run().split('\r\n')[0]).toBe('Scope,Group,Metric,Period,Value,Unit');
    expect(new Set(rows.map((r) => r.scope))).toEqual(new Set(['All', 'Owner', 'Client', 'Service area']));
  });

  it.each([
    ['All', '', 'Win rate (by count)', '', '50.00'],
    ['All', '', 'Win rate (by first-year value)', '', '77.42'],
    ['All', '', 'Average deal size (first-year)', '', '8000.00'],
    ['All', '', 'Sales cycle, average', '', '63.3'],
    ['All', '', 'Margin of won quotes', '', '28.48'],
    ['All', '', 'Conversion from Qualified', '', '83.33'],
    ['All', '', 'Pipeline created', '2026-04', '19900.00'],
    ['Owner', 'Ben', 'Win rate (by first-year value)', '', '72.73'],
    ['Client', 'Cobalt', 'Average deal size (first-year)', '', ''],
  ])('%s %s: %s %s = %s', (scope, group, metric, period, value) => {
    expect(find(scope, group, metric, period)).toBe(value);
  });

  it('escapes a client name that a spreadsheet would run as a formula', () => {
    const hostile = DEALS.map((d) => (d.clientId === 'c-acme' ? { ...d, clientName: '=HYPERLINK("http://x")' } : d));
    const text = run(hostile);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(rowsOf(text).some((r) => r.group === '=HYPERLINK("http://x")')).toBe(true);
  });
});
