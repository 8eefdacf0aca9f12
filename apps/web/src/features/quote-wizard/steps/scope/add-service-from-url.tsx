import { useSearchParams } from 'react-router';
import { LibraryServicePicker } from './library-service-picker';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardState } from '../../document/wizard-state';

/** `?addService=<id>` (Templates → Service library → Add to a quote) opens the picker with that service ticked. */
export function AddServiceFromUrl({ state }: { state: WizardState }) {
  const [params, setParams] = useSearchParams();
  const { readOnly } = useWizardContext();
  const serviceId = params.get('addService');
  if (!serviceId || readOnly) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('addService');
        return next;
      },
      { replace: true },
    );
  return <LibraryServicePicker key={serviceId} state={state} initialServiceIds={[serviceId]} onClose={close} />;
}
