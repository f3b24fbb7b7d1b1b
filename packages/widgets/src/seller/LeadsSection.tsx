import {
  canConvertLead,
  conversionQuantity,
  localeFormat,
  requiredText,
  sellerApi,
  sellerErrorMessage,
  type CrmContact,
  type CrmLead,
  type LeadStage,
  type SellerListing,
} from '@nirmaan/core';
import { Alert, Badge, Button, EmptyState, NumberField, Select, Spinner, TextField } from '@nirmaan/ui';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { CrmCsvTools } from './CrmCsvTools.tsx';
import { CrmDeleteButton } from './CrmDeleteButton.tsx';
import { LeadDialog } from './LeadDialog.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import { useDeletionNotice } from './useDeletionNotice.ts';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import * as formStyles from '../dashboard-shared/dashboardForm.css.ts';
import * as cardStyles from '../dashboard-shared/dashboardCards.css.ts';
import { useDashboardData, type DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { contactOptions, stageOptions } from './crmOptions.ts';
import { crmCoreText } from './crmCoreText.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { sellerDashboardCatalogue } from './sellerDashboardMessages.ts';

const EMPTY = { title: '', value: '', stage: 'new' as LeadStage, contact: '', listing: '', quantity: '' };

export interface LeadsSectionProps {
  leads: DashboardData<CrmLead[]>;
  contacts: readonly CrmContact[];
  onChanged: () => void;
}

/** CRM leads: the list with each lead's stage to change and 'Convert to Order', an add form (title required) and CSV export/import. */
export function LeadsSection({ leads, contacts, onChanged }: LeadsSectionProps) {
  const { messages, locale } = useMessages(sellerDashboardCatalogue);
  const format = localeFormat(locale);
  const listings = useDashboardData<SellerListing[]>('seller', 'listings', () => sellerApi.listListings());
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<CrmLead | null>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const { headingRef, deletedNotice, announceDeleted, clearDeleted } = useDeletionNotice();
  const field = (name: 'title' | 'value' | 'contact' | 'listing' | 'quantity') => (value: string) => setForm((current) => ({ ...current, [name]: value }));
  const changed = () => {
    leads.reload();
    onChanged();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = requiredText(form.title, messages['crm.leadTitleRequired']());
    setError(missing);
    if (missing) return;
    setSaving(true);
    setProblem(null);
    clearDeleted();
    try {
      await sellerApi.createLead({
        title: form.title.trim(),
        value_amount: form.value.trim() ? Number(form.value) : null,
        stage: form.stage,
        contact_id: form.contact ? Number(form.contact) : null,
        listing_id: form.listing ? Number(form.listing) : null,
        quantity: form.quantity.trim() ? Number(form.quantity) : null,
      });
      setForm(EMPTY);
      changed();
    } catch (failure) {
      setProblem(sellerErrorMessage(failure, messages['crm.createLeadFailed']()));
    } finally {
      setSaving(false);
    }
  };

  const convert = async (lead: CrmLead) => {
    setProblem(null);
    setNotice(null);
    clearDeleted();
    const quantity = conversionQuantity(quantities[lead.id] ?? '');
    if (!quantity.ok) {
      setProblem(crmCoreText(messages, quantity.message));
      return;
    }
    try {
      const conversion = await sellerApi.convertLead(lead.id, quantity.quantity);
      setNotice(messages['crm.converted']({ id: conversion.order_id, title: lead.title }));
      changed();
    } catch (failure) {
      setProblem(sellerErrorMessage(failure, messages['crm.convertFailed']()));
    }
  };

  const changeStage = async (lead: CrmLead, stage: LeadStage) => {
    setProblem(null);
    setNotice(null);
    clearDeleted();
    try {
      await sellerApi.updateLead(lead.id, { stage });
      changed();
    } catch (failure) {
      setProblem(sellerErrorMessage(failure, messages['crm.statusFailed']()));
    }
  };

  const contactName = (id: number | null) => contacts.find((contact) => contact.id === id)?.name ?? null;
  const listingOptions = [
    { value: '', label: messages['crm.noListing']() },
    ...(listings.value ?? []).map((listing) => ({ value: String(listing.id), label: listing.product.name })),
  ];
  const list = leads.value ?? [];
  return (
    <section className={styles.panel} aria-labelledby="crm-leads">
      <h3 id="crm-leads" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {messages['crm.leads']()}
      </h3>
      <CrmCsvTools which="leads" onImported={changed} />
      <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={messages['crm.addLeadForm']()}>
        <div className={formStyles.pair}>
          <TextField label={messages['crm.leadTitle']()} required value={form.title} onValueChange={field('title')} error={error ?? undefined} />
          <NumberField label={messages['crm.value']()} min={0} value={form.value} onValueChange={field('value')} />
          <Select
            label={messages['crm.stage']()}
            value={form.stage}
            options={stageOptions(messages)}
            onValueChange={(stage) => setForm((current) => ({ ...current, stage }))}
          />
          <Select label={messages['crm.contact']()} value={form.contact} options={contactOptions(messages, contacts)} onValueChange={field('contact')} />
          <Select label={messages['crm.listing']()} value={form.listing} options={listingOptions} onValueChange={field('listing')} />
          <NumberField label={messages['crm.quantity']()} min={1} step={1} inputMode="numeric" value={form.quantity} onValueChange={field('quantity')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" size="small" busy={saving} busyLabel={messages.saving()}>
            {messages['crm.addLead']()}
          </Button>
        </div>
      </form>
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {deletedNotice && <Alert tone="success">{deletedNotice}</Alert>}
      {editing && (
        <LeadDialog
          lead={editing}
          contacts={contacts}
          onClose={(saved) => {
            setEditing(null);
            if (!saved) return;
            setNotice(messages['crm.saved']({ name: saved.title }));
            changed();
          }}
        />
      )}
      {leads.status === 'failed' && <LoadFailed onRetry={leads.reload} />}
      {leads.status === 'loading' && !leads.value && <Spinner label={messages['crm.leadsLoading']()} />}
      {leads.value && list.length === 0 && <EmptyState headingLevel={4} title={messages['crm.noLeads']()} />}
      {list.length > 0 && (
        <ul className={cardStyles.cards} aria-label={messages['crm.leads']()}>
          {list.map((lead) => (
            <li key={lead.id} className={cardStyles.card}>
              <div className={cardStyles.cardHeader}>
                <strong>{lead.title}</strong>
                <Badge tone={lead.stage === 'won' ? 'success' : lead.stage === 'lost' ? 'danger' : 'info'}>
                  {messages['crm.leadStage']({ stage: lead.stage })}
                </Badge>
              </div>
              {lead.value_amount !== null && <span>{format.rupees(lead.value_amount)}</span>}
              {contactName(lead.contact_id) && <span className={styles.muted}>{contactName(lead.contact_id)}</span>}
              {lead.description && <span>{lead.description}</span>}
              {lead.next_step && <span>{messages['crm.nextStep']({ step: lead.next_step })}</span>}
              {lead.order_id !== null && <span className={styles.muted}>{messages['order.number']({ id: lead.order_id })}</span>}
              {lead.partner_id && <span className={styles.muted}>{messages['crm.viaPartner']({ partner: lead.partner_id })}</span>}
              <Select
                label={messages['crm.stageOf']({ title: lead.title })}
                hideLabel
                value={lead.stage}
                options={stageOptions(messages)}
                onValueChange={(stage) => void changeStage(lead, stage)}
              />
              {canConvertLead(lead) && (
                <div className={styles.actions}>
                  <NumberField
                    label={messages['crm.quantityFor']({ title: lead.title })}
                    hideLabel
                    placeholder={lead.quantity ? format.number(lead.quantity) : messages['crm.quantity']()}
                    min={1}
                    step={1}
                    inputMode="numeric"
                    value={quantities[lead.id] ?? ''}
                    onValueChange={(value) => setQuantities((current) => ({ ...current, [lead.id]: value }))}
                  />
                  <Button variant="secondary" size="small" aria-label={messages['crm.convertLabel']({ title: lead.title })} onClick={() => void convert(lead)}>
                    {messages['crm.convert']()}
                  </Button>
                </div>
              )}
              <div className={styles.actions}>
                <Button variant="secondary" size="small" aria-label={messages['listing.editLabel']({ name: lead.title })} onClick={() => setEditing(lead)}>
                  {messages['listing.edit']()}
                </Button>
                <CrmDeleteButton
                  record="lead"
                  name={lead.title}
                  onDelete={() => sellerApi.deleteLead(lead.id)}
                  onDeleted={() => {
                    announceDeleted(lead.title);
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
