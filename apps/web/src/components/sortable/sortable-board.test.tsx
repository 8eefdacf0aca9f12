import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrayMove, type SortableMove } from './board-move';
import { SortableBoard } from './sortable-board';
import { SortableGroup } from './sortable-group';
import { useSortableItem, useSortableList } from './use-sortable-entry';

type Board = Record<string, string[]>;

// jsdom lays nothing out: every entry says where it would be (columns 300 px apart, cards 40 px tall).
const COLUMN_WIDTH = 300;
const CARD_HEIGHT = 40;
const rect = (x: number, y: number, width: number, height: number) => JSON.stringify({ x, y, width, height });

function applyMove(board: Board, move: SortableMove): Board {
  if (move.kind === 'list') return board;
  const { id, fromListId, toListId, toIndex } = move;
  if (fromListId === toListId) {
    const cards = board[fromListId]!;
    return { ...board, [fromListId]: arrayMove(cards, cards.indexOf(id), toIndex) };
  }
  const to = [...board[toListId]!];
  to.splice(toIndex, 0, id);
  return { ...board, [fromListId]: board[fromListId]!.filter((card) => card !== id), [toListId]: to };
}

function Card({ id, listId, x, index }: { id: string; listId: string; x: number; index: number }) {
  const { setNodeRef, style, handleProps } = useSortableItem(id, listId);
  return (
    <div ref={setNodeRef} style={style} data-rect={rect(x, CARD_HEIGHT * (index + 1), 280, CARD_HEIGHT - 4)}>
      <button type="button" aria-label={`Move ${id}`} {...handleProps} />
    </div>
  );
}

function Column({ id, cards, x }: { id: string; cards: string[]; x: number }) {
  const { setNodeRef } = useSortableList(id, {
    itemCount: cards.length,
    acceptsItems: true,
    disabled: { draggable: true },
  });
  return (
    <section ref={setNodeRef} aria-label={id} data-rect={rect(x, 0, 280, CARD_HEIGHT * 6)}>
      <SortableGroup id={id} ids={cards}>
        {cards.map((card, index) => (
          <Card key={card} id={card} listId={id} x={x} index={index} />
        ))}
      </SortableGroup>
    </section>
  );
}

function BoardHarness({ initial }: { initial: Board }) {
  const [board, setBoard] = useState(initial);
  const columns = Object.keys(board);
  return (
    <SortableBoard onMove={(move) => setBoard((current) => applyMove(current, move))}>
      <SortableGroup ids={columns} direction="horizontal">
        {columns.map((column, index) => (
          <Column key={column} id={column} cards={board[column]!} x={index * COLUMN_WIDTH} />
        ))}
      </SortableGroup>
      <output data-testid="board">{JSON.stringify(board)}</output>
    </SortableBoard>
  );
}

const boardNow = () => JSON.parse(screen.getByTestId('board').textContent ?? '{}') as Board;
// Each step lets dnd-kit settle: its keyboard sensor starts listening a timer tick after the pick-up.
const step = (run: () => void) =>
  act(async () => {
    run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.getAttribute('data-rect') ?? rect(0, 0, 0, 0);
    const { x, y, width, height } = JSON.parse(box) as { x: number; y: number; width: number; height: number };
    return {
      x,
      y,
      width,
      height,
      top: y,
      left: x,
      right: x + width,
      bottom: y + height,
      toJSON: () => ({}),
    } as DOMRect;
  });
});

afterEach(() => vi.restoreAllMocks());

describe('SortableBoard', () => {
  it('reorders a list with the keyboard: Space picks up, an arrow moves, Space drops', async () => {
    render(<BoardHarness initial={{ roles: ['a', 'b', 'c'] }} />);
    const handle = screen.getByRole('button', { name: 'Move a' });
    handle.focus();
    await step(() => fireEvent.keyDown(handle, { code: 'Space' }));
    await step(() => fireEvent.keyDown(handle, { code: 'ArrowDown' }));
    await step(() => fireEvent.keyDown(handle, { code: 'Space' }));
    expect(boardNow()).toEqual({ roles: ['b', 'a', 'c'] });
  });

  it('reorders a list with the pointer once it moved past 4 px', async () => {
    render(<BoardHarness initial={{ roles: ['a', 'b', 'c'] }} />);
    const handle = screen.getByRole('button', { name: 'Move a' });
    const at = (clientY: number) => ({ clientX: 20, clientY, isPrimary: true, button: 0 });
    await step(() => fireEvent.pointerDown(handle, at(50)));
    await step(() => fireEvent.pointerMove(document, at(52)));
    await step(() => fireEvent.pointerUp(document, at(52)));
    expect(boardNow()).toEqual({ roles: ['a', 'b', 'c'] });

    await step(() => fireEvent.pointerDown(handle, at(50)));
    await step(() => fireEvent.pointerMove(document, at(60)));
    await step(() => fireEvent.pointerMove(document, at(130)));
    await step(() => fireEvent.pointerUp(document, at(130)));
    expect(boardNow()).toEqual({ roles: ['b', 'c', 'a'] });
  });

  it('moves a card to another column, before the card it is dropped on, and into an empty column', async () => {
    render(<BoardHarness initial={{ open: ['a', 'b'], won: ['c'], lost: [] }} />);
    const at = (clientX: number, clientY: number) => ({ clientX, clientY, isPrimary: true, button: 0 });
    await step(() => fireEvent.pointerDown(screen.getByRole('button', { name: 'Move b' }), at(20, 90)));
    await step(() => fireEvent.pointerMove(document, at(40, 90)));
    await step(() => fireEvent.pointerMove(document, at(320, 50)));
    await step(() => fireEvent.pointerUp(document, at(320, 50)));
    expect(boardNow()).toEqual({ open: ['a'], won: ['b', 'c'], lost: [] });

    await step(() => fireEvent.pointerDown(screen.getByRole('button', { name: 'Move c' }), at(320, 90)));
    await step(() => fireEvent.pointerMove(document, at(340, 90)));
    await step(() => fireEvent.pointerMove(document, at(620, 120)));
    await step(() => fireEvent.pointerUp(document, at(620, 120)));
    expect(boardNow()).toEqual({ open: ['a'], won: ['b'], lost: ['c'] });
  });
});
