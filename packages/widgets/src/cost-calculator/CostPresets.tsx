import { COST_PLOT_PRESETS, type CostPlotPreset } from '@nirmaan/calculators';
import { formatNumber } from '@nirmaan/core';
import { Button } from '@nirmaan/ui';
import { useId } from 'react';
import * as styles from './costCalculator.css.ts';

export interface CostPresetsProps {
  onPick: (preset: CostPlotPreset) => void;
}

/** The preset plot sizes: each fills the plot size and built-up area boxes. */
export function CostPresets({ onPick }: CostPresetsProps) {
  const labelId = useId();
  return (
    <div className={styles.presets} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.presetsLabel}>
        Preset plot sizes
      </span>
      <div className={styles.presetButtons}>
        {COST_PLOT_PRESETS.map((preset) => (
          <Button key={preset.label} size="small" variant="secondary" className={styles.presetButton} onClick={() => onPick(preset)}>
            <span className={styles.presetName}>{preset.label}</span>
            <span className={styles.presetAreas}>
              {formatNumber(preset.plotSizeSqft)} / {formatNumber(preset.builtUpAreaSqft)} sq ft
            </span>
          </Button>
        ))}
      </div>
      <span className={styles.presetsHint}>Plot / built-up area</span>
    </div>
  );
}
