import { buyerProfileUpdate, setBuyerProfile, updateMe, validateBuyerProfile, type BuyerProfileForm, type BuyerUser } from '@nirmaan/core';
import { TextField } from '@nirmaan/ui';
import { useRef } from 'react';
import { FormDialog } from '../form-shared/FormDialog.tsx';
import { useDialogForm } from '../form-shared/useDialogForm.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { profileCoreErrors } from './profileCoreText.ts';
import { profileCatalogue } from './profileMessages.ts';

export interface EditProfileDialogProps {
  user: BuyerUser;
  onClose: (saved: boolean) => void;
}

/** Edit Profile (issue 28): the buyer's name and e-mail; the phone, the account's sign-in, stays. */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const nameInput = useRef<HTMLInputElement>(null);
  const { messages, locale } = useMessages(profileCatalogue);
  const {
    form,
    errors: englishErrors,
    problem,
    busy,
    field,
    submit,
  } = useDialogForm<BuyerProfileForm>({
    initial: { fullName: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? '' },
    validate: validateBuyerProfile,
    save: async (values) => setBuyerProfile(await updateMe(buyerProfileUpdate(values))),
    failureMessage: messages['edit.failed'](),
    onSaved: () => onClose(true),
  });
  const errors = profileCoreErrors(messages, englishErrors);

  return (
    <FormDialog
      lang={locale}
      title={messages['profile.editProfile']()}
      description={messages['edit.phoneStays']()}
      closeLabel={messages['dialog.close']()}
      initialFocusRef={nameInput}
      buttons={{ cancel: messages['dialog.cancel'](), submit: messages['dialog.save'](), busy: messages['dialog.saving']() }}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onCancel={() => onClose(false)}
    >
      <TextField
        ref={nameInput}
        label={messages['edit.fullName']()}
        required
        autoComplete="name"
        value={form.fullName}
        onValueChange={field('fullName')}
        error={errors.fullName}
      />
      <TextField label={messages['edit.email']()} type="email" autoComplete="email" value={form.email} onValueChange={field('email')} error={errors.email} />
    </FormDialog>
  );
}
