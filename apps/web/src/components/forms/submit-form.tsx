import type { ComponentProps } from 'react';

type SubmitFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> & {
  /** Runs on submit; the browser's own validation and page reload stay out of it (the form validates itself). */
  onSubmit: () => unknown;
};

/** A form validated by its own code (noValidate) whose submit never reloads the page. */
export function SubmitForm({ onSubmit, className = 'grid gap-4', ...rest }: SubmitFormProps) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      {...rest}
    />
  );
}
