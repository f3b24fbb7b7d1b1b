import type { AdminChatbotInquiry, AdminQuoteRequest, LocaleFormat } from '@nirmaan/core';
import type { AdminMessages } from './adminMessages.ts';

/** A chatbot inquiry or a quote request, as the Leads lists show them. */
export type AdminLead = AdminChatbotInquiry | AdminQuoteRequest;

export function isInquiry(lead: AdminLead): lead is AdminChatbotInquiry {
  return 'buyer_name' in lead;
}

/** Who sent the lead. */
export function leadName(lead: AdminLead): string {
  return isInquiry(lead) ? lead.buyer_name : lead.name;
}

/** The lead's facts as label and value in the dashboard's language, in the order shown (the empty ones left out). */
export function leadFacts(lead: AdminLead, messages: AdminMessages, format: LocaleFormat): Array<[label: string, value: string]> {
  const facts: Array<[string, string | null]> = isInquiry(lead)
    ? [
        [messages['leads.fact.phone'](), lead.phone_number],
        [messages['leads.fact.product'](), [lead.category_name, lead.subcategory_name, lead.product_name].filter(Boolean).join(' › ') || '—'],
      ]
    : [
        [messages['leads.fact.contact'](), [lead.phone, lead.email].join(', ')],
        [messages['leads.fact.company'](), lead.company],
        [messages['leads.fact.material'](), `${lead.product_name ?? lead.material}: ${format.number(lead.quantity)} ${lead.unit}`],
        [
          messages['leads.fact.asked'](),
          [lead.seller_name ?? messages['leads.allSuppliers'](), lead.site_pincode && messages['leads.site']({ pincode: lead.site_pincode })]
            .filter(Boolean)
            .join(', '),
        ],
        [messages['leads.fact.message'](), lead.message],
      ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}
