import type { TextFieldProps } from './TextField.tsx';
import { TextField } from './TextField.tsx';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'step'> {
  min?: number;
  max?: number;
  step?: number | 'any';
}

/**
 * A labelled number input. The value stays the text the person typed, so a half-typed "1." is not
 * lost; parse it with `parseNumber` when you use it.
 */
export function NumberField({ step = 'any', inputMode = 'decimal', ...rest }: NumberFieldProps) {
  return <TextField type="number" step={step} inputMode={inputMode} {...rest} />;
}

/** The number a field's text holds, or NaN when it holds none. */
export function parseNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}
