import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeBanner } from './HomeBanner.tsx';

const slideLabel = () => screen.getByRole('group', { name: /of 4/ }).getAttribute('aria-label');

describe('<HomeBanner>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms through 4 slides and wraps around', () => {
    render(<HomeBanner />);
    expect(slideLabel()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(4999));
    expect(slideLabel()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(1));
    expect(slideLabel()).toBe('2 of 4');
    act(() => vi.advanceTimersByTime(15000));
    expect(slideLabel()).toBe('1 of 4');
  });

  it('moves with the arrows and dots, and holds still while hovered or paused', () => {
    render(<HomeBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slideLabel()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(slideLabel()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');

    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(slideLabel()).toBe('3 of 4');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Highlights' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(slideLabel()).toBe('3 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(slideLabel()).toBe('4 of 4');
  });
});
