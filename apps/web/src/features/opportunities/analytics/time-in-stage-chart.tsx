import type { PipelineAnalytics } from '@/data/opportunity-analytics';
import { formatDays } from './analytics-copy';
import { BarList } from './bar-list';
import { ChartFrame, FigureTable } from '@/components/charts/chart-frame';

/** Average days per stay in each open stage, for the stays that began in the range. */
export function TimeInStageChart({ stages }: { stages: PipelineAnalytics['timeInStage'] }) {
  return (
    <ChartFrame
      testId="time-in-stage"
      title="Time in stage"
      description="Average days a deal stays in each stage (stays that began in the period)."
      chart={
        <BarList
          className="fill-sky-500"
          rows={stages.map((s) => ({
            key: s.stageId,
            label: s.stageName,
            value: s.averageDays ?? 0,
            text: formatDays(s.averageDays),
            note: s.count === 0 ? 'no stays' : `${s.count} ${s.count === 1 ? 'stay' : 'stays'}`,
          }))}
        />
      }
      table={
        <FigureTable caption="Time in stage">
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Stays</th>
              <th scope="col">Average</th>
              <th scope="col">Median</th>
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.stageId}>
                <th scope="row" className="text-left font-normal text-foreground">
                  {s.stageName}
                </th>
                <td>{s.count}</td>
                <td>{formatDays(s.averageDays)}</td>
                <td>{formatDays(s.medianDays)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
