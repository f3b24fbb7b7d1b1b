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
}

/** A new password and its confirmation (Change Password, the forgotten password's last step). */
export function NewPasswordFields({ values, errors, field, newPasswordRef }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        ref={newPasswordRef}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
        value={values.newPassword}
        onValueChange={field('newPassword')}
        error={errors.newPassword}
      />
      <TextField
        label="Confirm new password"
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
