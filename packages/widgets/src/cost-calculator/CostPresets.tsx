import { COST_PLOT_PRESETS, type CostPlotPreset } from '@nirmaan/calculators';
import type { LocaleFormat } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId } from 'react';
import * as styles from './costCalculator.css.ts';
import type { CostMessages } from './costMessages.ts';

export interface CostPresetsProps {
  onPick: (preset: CostPlotPreset) => void;
  /** The calculator's catalogue in the language shown, and that language's number formats. */
  messages: CostMessages;
  format: LocaleFormat;
}

/** The preset plot sizes: each fills the plot size and built-up area boxes. */
export function CostPresets({ onPick, messages, format }: CostPresetsProps) {
  const labelId = useId();
  return (
    <div className={styles.presets} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.presetsLabel}>
        {messages.presetsLabel()}
      </span>
      <div className={styles.presetButtons}>
        {COST_PLOT_PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="secondary" className={styles.presetButton} onClick={() => onPick(preset)}>
            <span className={styles.presetName}>{preset.label}</span>
            <span className={styles.presetAreas}>
              {messages.presetAreas({ plot: format.number(preset.plotSizeSqft), builtUp: format.number(preset.builtUpAreaSqft) })}
            </span>
          </Button>
        ))}
      </div>
      <span className={styles.presetsHint}>{messages.presetsHint()}</span>
    </div>
  );
}
