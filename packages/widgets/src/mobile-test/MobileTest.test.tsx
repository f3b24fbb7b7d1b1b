import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileTest } from './MobileTest.tsx';

const figure = (key: string) => document.querySelector(`[data-figure="${key}"] dd`);
const originalWidth = window.innerWidth;
const originalHeight = window.innerHeight;

function resizeTo(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: originalWidth });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: originalHeight });
  vi.useRealTimers();
});

describe('<MobileTest>', () => {
  it('shows a fixed reading: width, height, touch and the active breakpoints', () => {
    render(
      <MobileTest
        headingLevel={1}
        reading={{ width: 375, height: 740, devicePixelRatio: 3, maxTouchPoints: 5, coarsePointer: true, canHover: false, horizontalOverflow: 0 }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Mobile-Friendly Test' })).toBeInTheDocument();
    expect(figure('width')).toHaveTextContent('375 px');
    expect(figure('height')).toHaveTextContent('740 px');
    expect(figure('dpr')).toHaveTextContent('3x');
    expect(figure('orientation')).toHaveTextContent('Portrait');
    expect(screen.getByText('Touch screen, up to 5 touch points')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: "The site's breakpoints at your width" }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^smNot active480 px/),
      expect.stringMatching(/^mdNot active640 px/),
      expect.stringMatching(/^lgNot active900 px/),
    ]);
  });

  it('follows the window as it is resized', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
    resizeTo(1280, 800);
    render(<MobileTest />);
    await act(async () => vi.advanceTimersToNextFrame());
    expect(figure('width')).toHaveTextContent('1,280 px');
    expect(figure('orientation')).toHaveTextContent('Landscape');
    expect(screen.getByRole('row', { name: /^lg Active 900 px/ })).toBeInTheDocument();

    await act(async () => {
      resizeTo(600, 900);
      vi.advanceTimersToNextFrame();
    });
    expect(figure('width')).toHaveTextContent('600 px');
    expect(figure('orientation')).toHaveTextContent('Portrait');
    expect(screen.getByRole('row', { name: /^lg Not active 900 px/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^sm Active 480 px/ })).toBeInTheDocument();
  });
});
