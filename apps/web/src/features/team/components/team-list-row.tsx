import type { ReactNode } from 'react';

/** One person in a team list: who they are, then their actions (beside them from the sm breakpoint). */
export function TeamListRow({ testId, email, children }: { testId: string; email: string; children: ReactNode }) {
  return (
    <li
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
      data-email={email}
    >
      {children}
    </li>
  );
}
