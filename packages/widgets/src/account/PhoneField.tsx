import { phoneInput } from '@nirmaan/core';
import { TextField, type TextFieldProps } from '@nirmaan/ui';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'prefix' | 'inputMode' | 'onValueChange' | 'label' | 'placeholder'> & {
  /** 'Phone number' in the form's language (no default: the sign-in's first load carries its catalogue's words only). */
  label: TextFieldProps['label'];
  /** '10-digit mobile number' in the form's language. */
  placeholder: string;
  onValueChange: (phone: string) => void;
};

/** A 10-digit Indian mobile number after a fixed "+91": keeps digits only, at most 10. */
export function PhoneField({ onValueChange, ...rest }: PhoneFieldProps) {
  return (
    <TextField type="tel" prefix="+91" inputMode="numeric" autoComplete="tel-national" onValueChange={(text) => onValueChange(phoneInput(text))} {...rest} />
  );
}
