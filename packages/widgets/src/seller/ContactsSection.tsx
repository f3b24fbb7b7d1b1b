import { requiredText, sellerApi, sellerErrorMessage, type CrmContact } from '@nirmaan/core';
import { Alert, Button, EmptyState, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CrmCsvTools } from './CrmCsvTools.tsx';
import { ContactDialog } from './ContactDialog.tsx';
import { CrmDeleteButton } from './CrmDeleteButton.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDeletionNotice } from './useDeletionNotice.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import type { DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

const EMPTY = { name: '', email: '', phone: '', company: '' };

/** CRM contacts: the list, an add form (name required) and CSV export/import. */
export function ContactsSection({ contacts, onChanged }: { contacts: DashboardData<CrmContact[]>; onChanged: () => void }) {
  const { messages } = useMessages(sellerDashboardCatalogue);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<CrmContact | null>(null);
  const [savedNotice, setSavedNotice] = useState<string | null>(null);
  const { headingRef, deletedNotice, announceDeleted, clearDeleted } = useDeletionNotice();
  const changed = () => {
    contacts.reload();
    onChanged();
  };
  const field = (name: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredText(form.name, messages['crm.contactNameRequired']());
    setError(missing);
    if (missing) return;
    setSaving(true);
    setProblem(null);
    clearDeleted();
    try {
      await sellerApi.createContact({
        name: form.name.trim(),
        email: form.email.trim() || null,
        phone: form.phone.trim() || null,
        company: form.company.trim() || null,
      });
      setForm(EMPTY);
      changed();
    } catch (failure) {
      setProblem(sellerErrorMessage(failure, messages['crm.createContactFailed']()));
    } finally {
      setSaving(false);
    }
  };

  const list = contacts.value ?? [];
  return (
    <section className={styles.panel} aria-labelledby="crm-contacts">
      <h3 id="crm-contacts" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {messages['crm.contacts']()}
      </h3>
      <CrmCsvTools which="contacts" onImported={changed} />
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={messages['crm.addContactForm']()}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className={formStyles.pair}>
          <TextField label={messages['crm.contactName']()} required value={form.name} onValueChange={field('name')} error={error ?? undefined} />
          <TextField label={messages['crm.contactEmail']()} type="email" value={form.email} onValueChange={field('email')} />
          <TextField label={messages['crm.contactPhone']()} type="tel" value={form.phone} onValueChange={field('phone')} />
          <TextField label={messages['crm.company']()} value={form.company} onValueChange={field('company')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="small" busy={saving} busyLabel={messages.saving()}>
            {messages['crm.addContact']()}
          </Button>
        </div>
      </form>
      {deletedNotice && <Alert tone="success">{deletedNotice}</Alert>}
      {savedNotice && <Alert tone="success">{savedNotice}</Alert>}
      {editing && (
        <ContactDialog
          contact={editing}
          onClose={(saved) => {
            setEditing(null);
            if (!saved) return;
            setSavedNotice(messages['crm.saved']({ name: saved.name }));
            changed();
          }}
        />
      )}
      {contacts.status === 'failed' && <LoadFailed onRetry={contacts.reload} />}
      {contacts.status === 'loading' && !contacts.value && <Spinner label={messages['crm.contactsLoading']()} />}
      {contacts.value && list.length === 0 && <EmptyState headingLevel={4} title={messages['crm.noContacts']()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['crm.contacts']()}>
          {list.map((contact) => (
            <li key={contact.id} className={cardStyles.card}>
              <strong>{contact.name}</strong>
              {contact.company && <span>{contact.company}</span>}
              <span className={styles.muted}>{[contact.phone, contact.email].filter(Boolean).join(' · ') || messages['crm.noContactDetails']()}</span>
              <div className={styles.actions}>
                <Button variant="secondary" size="small" aria-label={messages['listing.editLabel']({ name: contact.name })} onClick={() => setEditing(contact)}>
                  {messages['listing.edit']()}
                </Button>
                <CrmDeleteButton
                  record="contact"
                  name={contact.name}
                  onDelete={() => sellerApi.deleteContact(contact.id)}
                  onDeleted={() => {
                    announceDeleted(contact.name);
                    changed();
                  }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
