import type { QuoteContent } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenuItem } from '@/components/ui/dropdown-menu';
import { renderRoute, stubApi } from '@/lib/test-utils';
import { EMPTY_SETTINGS, ScopeEditor, type ScopeSectionState, useScopeDocument } from './index';
import { createLine, createSection } from './scope-lines';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));
afterEach(() => vi.unstubAllGlobals());

const content: QuoteContent = {
  ...EMPTY_SETTINGS,
  sections: [
    {
      ...createSection('s1', 'Migration'),
      lines: [
        createLine('labor', 'l1', { name: 'Move mailboxes', minutes: 60 }),
        createLine('recurring', 'l2', { name: 'Licences' }),
      ],
    },
  ],
};

/** A second screen (a template's editor) using the editor with its own per-line control and section action. */
function TemplateLikeEditor({
  onContent,
  onSectionAction,
}: {
  onContent: (content: QuoteContent) => void;
  onSectionAction: (section: ScopeSectionState) => void;
}) {
  const doc = useScopeDocument(content);
  onContent(doc.content);
  const renderLineExtra = useCallback(
    (lineId: string) => (lineId === 'l1' ? <span>Scales with users: 30 min per user</span> : null),
    [],
  );
  const sectionMenuItems = useCallback(
    (section: ScopeSectionState) => (
      <DropdownMenuItem onSelect={() => onSectionAction(section)}>Template action</DropdownMenuItem>
    ),
    [onSectionAction],
  );
  return (
    <ScopeEditor doc={doc} currency="EUR" roles={[]} renderLineExtra={renderLineExtra} slots={{ sectionMenuItems }} />
  );
}

describe('ScopeEditor outside the wizard', () => {
  it('edits a content with no quote around it, renders the screen’s line control and section action', async () => {
    stubApi({});
    const onContent = vi.fn<(content: QuoteContent) => void>();
    const onSectionAction = vi.fn<(section: ScopeSectionState) => void>();
    renderRoute(<TemplateLikeEditor onContent={onContent} onSectionAction={onSectionAction} />, { path: '/' });
    const user = userEvent.setup();

    const rows = screen.getAllByTestId('scope-line');
    expect(within(rows[0]!).getByTestId('line-extra').textContent).toBe('Scales with users: 30 min per user');
    expect(within(rows[1]!).queryByTestId('line-extra')).toBeNull();

    const hours = screen.getByRole('textbox', { name: 'Hours for Move mailboxes' });
    await user.clear(hours);
    await user.type(hours, '2');
    await waitFor(() => expect(onContent.mock.lastCall![0].sections[0]!.lines[0]!.minutes).toBe(120));

    await user.click(screen.getByRole('button', { name: 'Add task to Migration' }));
    expect(onContent.mock.lastCall![0].sections[0]!.lines.map((l) => l.kind)).toEqual(['labor', 'recurring', 'labor']);

    await user.click(screen.getByRole('button', { name: 'Actions for section Migration' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Template action' }));
    expect(onSectionAction).toHaveBeenCalledWith(expect.objectContaining({ id: 's1', name: 'Migration' }));
  });
});
