import { TextField } from '@nirmaan/ui';
import type { Ref } from 'react';

type NewPasswordBox = 'newPassword' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  values: Record<NewPasswordBox, string>;
  errors: Partial<Record<NewPasswordBox, string>>;
  /** A box's change handler (useDialogForm's `field`). */
  field: (name: NewPasswordBox) => (value: string) => void;
  /** The new password's box, where the page puts focus when it is the first to type in. */
  newPasswordRef?: Ref<HTMLInputElement>;
  /** The boxes' labels and hint in the form's language (default English). */
  texts?: NewPasswordTexts;
}

/** What the two boxes say. */
export interface NewPasswordTexts {
  newPassword: string;
  hint: string;
  confirm: string;
}

const ENGLISH: NewPasswordTexts = { newPassword: 'New password', hint: 'At least 6 characters', confirm: 'Confirm new password' };

/** A new password and its confirmation (Change Password, the forgotten password's last step). */
export function NewPasswordFields({ values, errors, field, newPasswordRef, texts = ENGLISH }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        ref={newPasswordRef}
        label={texts.newPassword}
        type="password"
        autoComplete="new-password"
        hint={texts.hint}
        required
        value={values.newPassword}
        onValueChange={field('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label={texts.confirm}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onValueChange={field('confirmPassword')}
        error={errors.confirmPassword}
      />
    </>
  );
}
