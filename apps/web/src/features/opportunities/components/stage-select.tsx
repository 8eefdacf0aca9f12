import type { ComponentProps } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { usePipelineStages } from '@/data/pipeline';

/** The current (not retired) stages in board order; `kinds` narrows them (a reopen offers open stages only). */
export function StageSelect({
  value,
  onChange,
  emptyLabel,
  kinds,
  ...props
}: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: string | null;
  onChange: (stageId: string | null) => void;
  emptyLabel?: string;
  kinds?: readonly ('open' | 'won' | 'lost')[];
}) {
  const stages = usePipelineStages();
  const current = (stages.data ?? []).filter((s) => !s.retiredAt && (!kinds || kinds.includes(s.kind)));
  return (
    <NativeSelect value={value ?? ''} onChange={(event) => onChange(event.target.value || null)} {...props}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {current.map((stage) => (
        <option key={stage.id} value={stage.id}>
          {stage.name} ({stage.probability} %)
        </option>
      ))}
    </NativeSelect>
  );
}
