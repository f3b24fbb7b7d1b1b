import { formatNumber, type AdminChatbotInquiry, type AdminQuoteRequest } from '@nirmaan/core';

/** A chatbot inquiry or a quote request, as the Leads lists show them. */
export type AdminLead = AdminChatbotInquiry | AdminQuoteRequest;

export function isInquiry(lead: AdminLead): lead is AdminChatbotInquiry {
  return 'buyer_name' in lead;
}

/** Who sent the lead. */
export function leadName(lead: AdminLead): string {
  return isInquiry(lead) ? lead.buyer_name : lead.name;
}

/** The lead's facts as label and value, in the order shown (the empty ones left out). */
export function leadFacts(lead: AdminLead): Array<[label: string, value: string]> {
  const facts: Array<[string, string | null]> = isInquiry(lead)
    ? [
        ['Phone', lead.phone_number],
        ['Product', [lead.category_name, lead.subcategory_name, lead.product_name].filter(Boolean).join(' › ') || '—'],
      ]
    : [
        ['Contact', [lead.phone, lead.email].join(', ')],
        ['Company', lead.company],
        ['Material', `${lead.product_name ?? lead.material}: ${formatNumber(lead.quantity)} ${lead.unit}`],
        ['Asked', [lead.seller_name ?? 'All suppliers', lead.site_pincode && `site ${lead.site_pincode}`].filter(Boolean).join(', ')],
        ['Message', lead.message],
      ];
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
}
