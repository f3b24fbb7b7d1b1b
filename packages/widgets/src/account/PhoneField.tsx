import { phoneInput } from '@nirmaan/core';
import { TextField, type TextFieldProps } from '@nirmaan/ui';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'prefix' | 'inputMode' | 'onValueChange' | 'label'> & {
  /** 'Phone number' unless given. */
  label?: TextFieldProps['label'];
  onValueChange: (phone: string) => void;
};

/** A 10-digit Indian mobile number after a fixed "+91": keeps digits only, at most 10. */
export function PhoneField({ onValueChange, label = 'Phone number', ...rest }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      prefix="+91"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="10-digit mobile number"
      onValueChange={(text) => onValueChange(phoneInput(text))}
      {...rest}
    />
  );
}
