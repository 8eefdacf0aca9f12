import type { ComponentType } from 'react';
import { Dialog } from '@/components/ui/dialog';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** A dialog around a form that mounts only while open, so every opening starts from the record's values. */
export function formDialog<P extends DialogProps>(Form: ComponentType<P>) {
  function FormDialog(props: P) {
    return (
      <Dialog open={props.open} onOpenChange={props.onOpenChange}>
        {props.open && <Form {...props} />}
      </Dialog>
    );
  }
  FormDialog.displayName = `FormDialog(${Form.displayName ?? Form.name})`;
  return FormDialog;
}
