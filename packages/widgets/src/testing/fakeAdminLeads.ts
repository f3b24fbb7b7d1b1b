import {
  ADMIN_LEAD_PATHS,
  ADMIN_LEAD_TEXTS,
  ADMIN_LIST_LIMIT,
  isAdminLeadStatus,
  leadNoteError,
  type Admin,
  type AdminChatbotInquiry,
  type AdminLeadByKind,
  type AdminLeadKind,
  type AdminLeadNote,
  type AdminQuoteRequest,
} from '@nirmaan/core';

/** A chatbot inquiry as GET /admin/chatbot-inquiries answers it: new and without notes unless `overrides` say otherwise. */
export function sampleInquiry(id: number, overrides: Partial<AdminChatbotInquiry> = {}): AdminChatbotInquiry {
  return {
    id,
    buyer_name: 'Anand',
    phone_number: '9812300001',
    category_name: 'Cement',
    subcategory_name: null,
    product_name: null,
    product_id: null,
    partner_id: null,
    inquiry_date: '2026-11-20T08:00:00Z',
    created_at: '2026-11-20T08:00:00Z',
    status: 'new',
    notes: [],
    ...overrides,
  };
}

/** A quote request as GET /admin/quotes answers it: new and without notes unless `overrides` say otherwise. */
export function sampleQuote(id: number, overrides: Partial<AdminQuoteRequest> = {}): AdminQuoteRequest {
  return {
    id,
    name: 'Suresh Gowda',
    email: 'suresh@example.com',
    phone: '9876543210',
    company: null,
    material: 'Cement',
    quantity: 200,
    unit: 'Bags',
    message: null,
    product_id: null,
    product_name: null,
    seller_name: null,
    site_pincode: null,
    partner_id: null,
    created_at: '2026-11-19T12:00:00Z',
    status: 'new',
    notes: [],
    ...overrides,
  };
}

/** A note on a lead, by the fake's admin unless told. */
export function sampleLeadNote(id: number, text: string, created_at: string, author_name = 'Asha Rao'): AdminLeadNote {
  return { id, text, author_id: author_name === 'Asha Rao' ? 1 : 2, author_name, created_at };
}

const newestFirst = <T extends { created_at: string; id: number }>(items: T[]) =>
  [...items].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);

/**
 * The leads behind the fake API (chatbot inquiries and quote requests) with the server's rules: lists
 * newest first, filtered by status, paged with X-Total-Count; a status out of the set or a blank or
 * long note is a 422 with the form's message, an unknown lead a 404.
 */
export class FakeAdminLeads {
  readonly leads: { inquiry: AdminChatbotInquiry[]; quote: AdminQuoteRequest[] };
  private nextNoteId = 5000;
  private readonly author: () => Admin;

  /** `author`: the signed-in admin, who writes the notes added. */
  constructor(inquiries: AdminChatbotInquiry[], quotes: AdminQuoteRequest[], author: () => Admin) {
    this.author = author;
    this.leads = {
      inquiry: inquiries.map((lead) => ({ ...lead, notes: [...lead.notes] })),
      quote: quotes.map((lead) => ({ ...lead, notes: [...lead.notes] })),
    };
  }

  /** The answer to a leads call, or null when the path is not one. */
  async answer(request: Request, path: string, method: string, url: URL): Promise<Response | null> {
    for (const kind of ['inquiry', 'quote'] as const) {
      const base = ADMIN_LEAD_PATHS[kind];
      if (path === base && method === 'GET') return this.list(kind, url);
      const match = new RegExp(`^${base}/(\\d+)/(status|notes)$`).exec(path);
      if (!match) continue;
      const lead = (this.leads[kind] as AdminLeadByKind[typeof kind][]).find((candidate) => candidate.id === Number(match[1]));
      if (!lead) return Response.json({ detail: kind === 'inquiry' ? ADMIN_LEAD_TEXTS.inquiryNotFound : ADMIN_LEAD_TEXTS.quoteNotFound }, { status: 404 });
      const body = (await request.json().catch(() => ({}))) as { status?: unknown; text?: unknown };
      if (match[2] === 'status' && method === 'PUT') {
        if (!isAdminLeadStatus(body.status)) return Response.json({ detail: ADMIN_LEAD_TEXTS.badStatus }, { status: 422 });
        lead.status = body.status;
        return Response.json(lead);
      }
      if (match[2] === 'notes' && method === 'POST') {
        const text = typeof body.text === 'string' ? body.text : '';
        const problem = leadNoteError(text);
        if (problem) return Response.json({ detail: problem, errors: [{ field: 'text', message: problem }] }, { status: 422 });
        const admin = this.author();
        const name = `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
        const note: AdminLeadNote = { id: this.nextNoteId++, text: text.trim(), author_id: admin.id, author_name: name, created_at: new Date().toISOString() };
        lead.notes = [...lead.notes, note];
        return Response.json(note, { status: 201 });
      }
    }
    return null;
  }

  private list(kind: AdminLeadKind, url: URL): Response {
    const status = url.searchParams.get('status');
    if (status !== null && !isAdminLeadStatus(status)) return Response.json({ detail: ADMIN_LEAD_TEXTS.badStatus }, { status: 422 });
    const matching = newestFirst<AdminLeadByKind[AdminLeadKind]>(this.leads[kind]).filter((lead) => !status || lead.status === status);
    const limit = Number(url.searchParams.get('limit') ?? ADMIN_LIST_LIMIT);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return Response.json(matching.slice(offset, offset + limit), { headers: { 'x-total-count': String(matching.length) } });
  }
}
