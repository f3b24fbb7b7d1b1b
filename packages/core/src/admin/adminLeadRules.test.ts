import { describe, expect, it } from 'vitest';
import { ADMIN_LEAD_NOTE_MAX, ADMIN_LEAD_STATUS_LABELS, ADMIN_LEAD_STATUSES, ADMIN_LEAD_TEXTS, isAdminLeadStatus, leadNoteError } from './adminLeadRules.ts';

describe('lead statuses', () => {
  it('starts with new and labels every status', () => {
    expect(ADMIN_LEAD_STATUSES[0]).toBe('new');
    expect(ADMIN_LEAD_STATUSES.map((status) => ADMIN_LEAD_STATUS_LABELS[status])).toEqual(['New', 'Contacted', 'Quoted', 'Won', 'Lost', 'Spam']);
  });

  it('knows its statuses and nothing else', () => {
    expect(isAdminLeadStatus('won')).toBe(true);
    expect(isAdminLeadStatus('WON')).toBe(false);
    expect(isAdminLeadStatus('pending')).toBe(false);
    expect(isAdminLeadStatus(3)).toBe(false);
  });

  it('says what a saved status is', () => {
    expect(ADMIN_LEAD_TEXTS.statusSaved('Anand', 'contacted')).toBe('Anand is now Contacted.');
  });
});

describe('leadNoteError', () => {
  it('refuses a blank note', () => {
    expect(leadNoteError('')).toBe(ADMIN_LEAD_TEXTS.noteRequired);
    expect(leadNoteError(' \n\t ')).toBe(ADMIN_LEAD_TEXTS.noteRequired);
  });

  it(`takes up to ${ADMIN_LEAD_NOTE_MAX} characters once trimmed`, () => {
    expect(leadNoteError(`  ${'a'.repeat(ADMIN_LEAD_NOTE_MAX)}  `)).toBeNull();
    expect(leadNoteError('a'.repeat(ADMIN_LEAD_NOTE_MAX + 1))).toBe(ADMIN_LEAD_TEXTS.noteTooLong);
    expect(leadNoteError('Called back')).toBeNull();
  });
});
