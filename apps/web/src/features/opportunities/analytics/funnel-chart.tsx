import type { PipelineAnalytics } from '@/data/opportunity-analytics';
import { formatRate } from './analytics-copy';
import { BarList } from './bar-list';
import { ChartFrame, FigureTable } from '@/components/charts/chart-frame';

/** Stage-to-stage conversion of the deals created in the range. */
export function FunnelChart({ funnel }: { funnel: PipelineAnalytics['funnel'] }) {
  const first = funnel[0]?.reachedCount ?? 0;
  return (
    <ChartFrame
      testId="funnel"
      title="Stage funnel"
      description="Deals created in the period and the furthest stage each reached (skipped stages count)."
      chart={
        <BarList
          rows={funnel.map((step) => ({
            key: step.stageId,
            label: step.stageName,
            value: step.reachedCount,
            text: String(step.reachedCount),
            note: step.conversionToNextBps === null ? undefined : `${formatRate(step.conversionToNextBps)} go on`,
          }))}
        />
      }
      table={
        <FigureTable caption="Stage funnel">
          <thead>
            <tr>
              <th scope="col">Stage</th>
              <th scope="col">Deals reached</th>
              <th scope="col">Of all created</th>
              <th scope="col">On to the next stage</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((step) => (
              <tr key={step.stageId}>
                <th scope="row" className="text-left font-normal text-foreground">
                  {step.stageName}
                </th>
                <td>{step.reachedCount}</td>
                <td>{first === 0 ? '—' : formatRate(Math.round((step.reachedCount / first) * 10_000))}</td>
                <td>{formatRate(step.conversionToNextBps)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
