import { useDraggable } from '@dnd-kit/core';
import { type ReactNode, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { EntryData } from './board-move';

interface Binding {
  setNodeRef: (node: HTMLElement | null) => void;
  handleProps: Record<string, unknown>;
  isDragging: boolean;
}

/** Registers the item with dnd-kit and hands its binding up; renders nothing. */
function DraggableBinder({ id, listId, onBind }: { id: string; listId: string; onBind: (binding: Binding) => void }) {
  const data: EntryData = useMemo(() => ({ type: 'item', listId }), [listId]);
  const { setNodeRef, attributes, listeners, isDragging } = useDraggable({ id, data });
  const handleProps = useMemo(() => ({ ...attributes, ...listeners }), [attributes, listeners]);
  useLayoutEffect(() => onBind({ setNodeRef, handleProps, isDragging }), [onBind, setNodeRef, handleProps, isDragging]);
  return null;
}

/**
 * An item of a drop-list board that becomes draggable the moment a pointer enters it or focus reaches it: every
 * dnd-kit draggable re-renders when a drag starts or ends, so a board of hundreds registers only the few items a
 * person has reached. Spread `itemProps` on the item, render `binder` inside it and `handleProps` on its handle.
 */
export function useLazyDraggable(id: string, listId: string) {
  const [isArmed, setArmed] = useState(false);
  const [binding, setBinding] = useState<Binding | null>(null);
  const node = useRef<HTMLElement | null>(null);
  const bindingRef = useRef<Binding | null>(null);
  // At once, not at React's next continuous render: a touch's pointerdown follows its pointerenter immediately.
  const arm = useCallback(() => {
    if (!bindingRef.current) flushSync(() => setArmed(true));
  }, []);
  const onBind = useCallback((next: Binding) => {
    if (bindingRef.current?.setNodeRef !== next.setNodeRef) next.setNodeRef(node.current);
    bindingRef.current = next;
    setBinding(next);
  }, []);
  const ref = useCallback((element: HTMLElement | null) => {
    node.current = element;
    bindingRef.current?.setNodeRef(element);
  }, []);
  const binder: ReactNode = isArmed ? <DraggableBinder id={id} listId={listId} onBind={onBind} /> : null;
  return {
    ref,
    itemProps: { onPointerEnter: arm, onFocus: arm },
    binder,
    handleProps: binding?.handleProps,
    isDragging: binding?.isDragging ?? false,
  };
}
