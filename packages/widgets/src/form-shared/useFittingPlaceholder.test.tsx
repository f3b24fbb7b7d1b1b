import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFittingPlaceholder } from './useFittingPlaceholder.ts';

/** Text 8 px a character wide, as a canvas would measure it; the box's width as layout would give it. */
let boxWidth = 300;
const resizeCallbacks: Array<() => void> = [];

beforeEach(() => {
  boxWidth = 300;
  resizeCallbacks.length = 0;
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        return { font: '', measureText: (text: string) => ({ width: text.length * 8 }) };
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resizeCallbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => boxWidth);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function SearchBox() {
  const input = useRef<HTMLInputElement>(null);
  const placeholder = useFittingPlaceholder(input, 'Search cement, TMT bars, bricks...', 'Cement, bricks...');
  return <input ref={input} aria-label="Search" placeholder={placeholder} style={{ padding: '0 10px' }} />;
}

describe('useFittingPlaceholder', () => {
  it('shows the long placeholder where it fits, the short one once the box is too narrow for it, and the long one again when it widens', () => {
    render(<SearchBox />);
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search cement, TMT bars, bricks...');

    boxWidth = 200; // 34 characters need 272 px
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(box).toHaveAttribute('placeholder', 'Cement, bricks...');

    boxWidth = 300;
    act(() => resizeCallbacks.forEach((callback) => callback()));
    expect(box).toHaveAttribute('placeholder', 'Search cement, TMT bars, bricks...');
  });

  it('starts with the short placeholder in a box too narrow from the first paint', () => {
    boxWidth = 150;
    render(<SearchBox />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Cement, bricks...');
  });
});
