import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

const OVERSCAN = 8;

interface Props<T> {
  items: readonly T[];
  rowHeight: number;
  label: string;
  selectedIndex: number;
  onSelect: (index: number) => void;
  onOpen: (index: number) => void;
  idOf: (item: T) => string;
  render: (item: T) => ComponentChildren;
  nameOf: (item: T) => string;
}

/**
 * A listbox that puts only the rows in view (and a few around them) in the DOM, so that tens of thousands
 * of items scroll and filter as fast as a screenful. Arrow keys, Home/End and Page Up/Down move the
 * selection; Enter opens it.
 */
export function VirtualList<T>({ items, rowHeight, label, selectedIndex, onSelect, onOpen, idOf, render, nameOf }: Props<T>) {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(600);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    setHeight(element.clientHeight);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element || selectedIndex < 0) return;
    const top = selectedIndex * rowHeight;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + rowHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + rowHeight - element.clientHeight;
  }, [selectedIndex, rowHeight]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  const pageRows = Math.max(1, Math.floor(height / rowHeight) - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: pageRows, PageUp: -pageRows, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move !== undefined && items.length > 0) {
      event.preventDefault();
      const from = selectedIndex < 0 ? (move > 0 ? -1 : items.length) : selectedIndex;
      onSelect(Math.max(0, Math.min(items.length - 1, from + move)));
    } else if (event.key === 'Enter' && selectedIndex >= 0) {
      event.preventDefault();
      onOpen(selectedIndex);
    }
  };

  const selected = items[selectedIndex];
  return (
    <div
      ref={box}
      class="virtual-list"
      role="listbox"
      aria-label={label}
      tabIndex={0}
      aria-activedescendant={selected === undefined ? undefined : idOf(selected)}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: `${items.length * rowHeight}px`, position: 'relative' }}>
        {items.slice(first, last).map((item, offset) => {
          const index = first + offset;
          return (
            <div
              key={idOf(item)}
              id={idOf(item)}
              role="option"
              aria-selected={index === selectedIndex}
              aria-label={nameOf(item)}
              class="virtual-row"
              style={{ transform: `translateY(${index * rowHeight}px)`, height: `${rowHeight}px` }}
              onClick={() => {
                onSelect(index);
                onOpen(index);
              }}
            >
              {render(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
