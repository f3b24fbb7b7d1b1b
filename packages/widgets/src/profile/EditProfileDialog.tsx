import {
  BUYER_ACCOUNT_TEXTS as T,
  buyerProfileUpdate,
  setBuyerProfile,
  updateMe,
  validateBuyerProfile,
  type BuyerProfileForm,
  type BuyerUser,
} from '@nirmaan/core';
import { Alert, Button, Dialog, TextField } from '@nirmaan/ui';
import { useId, useRef } from 'react';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import { useDialogForm } from '../dashboard-shared/useDialogForm.ts';

export interface EditProfileDialogProps {
  user: BuyerUser;
  onClose: (saved: boolean) => void;
}

/** Edit Profile (issue 28): the buyer's name and e-mail; the phone, the account's sign-in, stays. */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const formId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const { form, errors, problem, busy, field, submit } = useDialogForm<BuyerProfileForm>({
    initial: { fullName: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? '' },
    validate: validateBuyerProfile,
    save: async (values) => setBuyerProfile(await updateMe(buyerProfileUpdate(values))),
    failureMessage: 'Your profile could not be saved. Please try again.',
    onSaved: () => onClose(true),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title={T.editProfile}
      description={T.phoneStays}
      closeLabel="Close"
      initialFocusRef={nameInput}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {T.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={busy} busyLabel={T.saving}>
            {T.save}
          </Button>
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        {problem && <Alert tone="error">{problem}</Alert>}
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
      </form>
    </Dialog>
  );
}
