import {
  BUYER_ACCOUNT_TEXTS as T,
  buyerProfileUpdate,
  setBuyerProfile,
  updateMe,
  validateBuyerProfile,
  type BuyerProfileForm,
  type BuyerUser,
} from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';

export interface EditProfileDialogProps {
  user: BuyerUser;
  onClose: (saved: boolean) => void;
}

/** Edit Profile (issue 28): the buyer's name and e-mail; the phone, the account's sign-in, stays. */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const nameInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<BuyerProfileForm>({
    initial: { fullName: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? '' },
    validate: validateBuyerProfile,
    save: async (values) => setBuyerProfile(await updateMe(buyerProfileUpdate(values))),
    failureMessage: 'Your profile could not be saved. Please try again.',
    onSaved: () => onClose(true),
  });

  return (
    <FormDialog
      title={T.editProfile}
      description={T.phoneStays}
      initialFocusRef={nameInput}
      buttons={{ cancel: T.cancel, submit: T.save, busy: T.saving }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      <TextField
        ref={nameInput}
        label="Full name"
        required
        autoComplete="name"
        value={form.fullName}
        onValueChange={field('fullName')}
        error={errors.fullName}
      />
      <TextField label="Email (optional)" type="email" autoComplete="email" value={form.email} onValueChange={field('email')} error={errors.email} />
    </FormDialog>
  );
}
