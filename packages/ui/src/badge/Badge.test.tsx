import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, type BadgeTone } from './Badge.tsx';

const tones: BadgeTone[] = ['neutral', 'success', 'warning', 'danger', 'info', 'purple'];

describe('Badge', () => {
  it('shows its text in every tone, each styled differently', () => {
    render(
      <ul>
        {tones.map((tone) => (
          <li key={tone}>
            <Badge tone={tone}>{tone}</Badge>
          </li>
        ))}
      </ul>,
    );
    const classes = tones.map((tone) => screen.getByText(tone).className);
    expect(new Set(classes).size).toBe(tones.length);
  });

  it('passes other attributes through', () => {
    render(
      <Badge tone="success" title="Delivered on 3 May">
        Delivered
      </Badge>,
    );
    expect(screen.getByText('Delivered')).toHaveAttribute('title', 'Delivered on 3 May');
  });
});
