/*
 * The admin's follow-up of the leads the widgets bring (issue 28): each chatbot inquiry and quote
 * request has a status the admin moves it through, and dated notes with their author. Shared by the
 * Leads screen and the server (the zod schemas and the database's CHECK constraint read the same
 * statuses), so both say the same thing.
 */

/** A lead's statuses, in the order a lead usually goes through them; every lead starts 'new'. */
export const ADMIN_LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type AdminLeadStatus = (typeof ADMIN_LEAD_STATUSES)[number];

/** The two kinds of lead: a chatbot inquiry and a quote request. */
export const ADMIN_LEAD_KINDS = ['inquiry', 'quote'] as const;
export type AdminLeadKind = (typeof ADMIN_LEAD_KINDS)[number];

/** Where each kind's list is, and its status and notes under /{id}. */
export const ADMIN_LEAD_PATHS: Readonly<Record<AdminLeadKind, string>> = { inquiry: '/admin/chatbot-inquiries', quote: '/admin/quotes' };

/** How a status is shown. */
export const ADMIN_LEAD_STATUS_LABELS: Readonly<Record<AdminLeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** The longest note an admin may write. */
export const ADMIN_LEAD_NOTE_MAX = 1000;

/** The Leads screen's and the lead routes' texts. */
export const ADMIN_LEAD_TEXTS = {
  inquiriesTitle: 'Chatbot Inquiries',
  quotesTitle: 'Quote Requests',
  statusFilter: 'Show',
  anyStatus: 'Every status',
  statusLabel: (name: string) => `Status of ${name}`,
  saving: 'Saving...',
  statusSaved: (name: string, status: AdminLeadStatus) => `${name} is now ${ADMIN_LEAD_STATUS_LABELS[status]}.`,
  statusFailed: (name: string) => `Could not change the status of ${name}. It is back to what it was; please try again.`,
  notes: (count: number) => (count === 0 ? 'Notes' : `Notes (${count})`),
  notesOf: (name: string) => `Notes on ${name}`,
  noNotes: 'No notes yet.',
  noteLabel: 'New note',
  noteHint: `Only admins read it. At most ${ADMIN_LEAD_NOTE_MAX} characters.`,
  addNote: 'Add note',
  addingNote: 'Adding...',
  noteAdded: 'Note added.',
  noteFailed: 'Could not add the note. Please try again.',
  noteRequired: 'Write the note first',
  noteTooLong: `A note can be at most ${ADMIN_LEAD_NOTE_MAX} characters`,
  formerAdmin: 'A former admin',
  noInquiries: 'No inquiries yet.',
  noQuotes: 'No quote requests yet.',
  noneWithStatus: (status: AdminLeadStatus) => `No leads are ${ADMIN_LEAD_STATUS_LABELS[status]}.`,
  loadFailed: (title: string) => `Could not load ${title.toLowerCase()}.`,
  loading: (title: string) => `Loading ${title.toLowerCase()}`,
  shown: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  inquiryNotFound: 'Chatbot inquiry not found',
  quoteNotFound: 'Quote request not found',
  badStatus: `status must be one of ${ADMIN_LEAD_STATUSES.join(', ')}`,
} as const;

export function isAdminLeadStatus(value: unknown): value is AdminLeadStatus {
  return typeof value === 'string' && (ADMIN_LEAD_STATUSES as readonly string[]).includes(value);
}

/** What is wrong with a note (required, at most ADMIN_LEAD_NOTE_MAX characters once trimmed), or null. */
export function leadNoteError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return ADMIN_LEAD_TEXTS.noteRequired;
  if (trimmed.length > ADMIN_LEAD_NOTE_MAX) return ADMIN_LEAD_TEXTS.noteTooLong;
  return null;
}
