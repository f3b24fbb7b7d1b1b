import { adminApi, formatNumber, formatOrderDate, type AdminChatbotInquiry, type AdminQuoteRequest } from '@nirmaan/core';
import { Badge, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import type { ReactNode } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData, type DashboardData } from '../dashboard-shared/useDashboardData.ts';
import { RealEstateReview } from './RealEstateReview.tsx';

const partner = (partnerId: string | null) => (partnerId ? <Badge tone="purple">{partnerId}</Badge> : 'Nirmaan');

const INQUIRY_COLUMNS: readonly TableColumn<AdminChatbotInquiry>[] = [
  { key: 'name', header: 'Name', rowHeader: true, render: (inquiry) => inquiry.buyer_name },
  { key: 'phone', header: 'Phone', render: (inquiry) => inquiry.phone_number },
  {
    key: 'product',
    header: 'Product',
    render: (inquiry) => [inquiry.category_name, inquiry.subcategory_name, inquiry.product_name].filter(Boolean).join(' › ') || '—',
  },
  { key: 'partner', header: 'Source', render: (inquiry) => partner(inquiry.partner_id) },
  { key: 'date', header: 'Date', render: (inquiry) => formatOrderDate(inquiry.created_at, true) },
];

const QUOTE_COLUMNS: readonly TableColumn<AdminQuoteRequest>[] = [
  { key: 'name', header: 'Name', rowHeader: true, render: (quote) => quote.name },
  { key: 'contact', header: 'Contact', render: (quote) => `${quote.phone}, ${quote.email}` },
  { key: 'material', header: 'Material', render: (quote) => `${quote.product_name ?? quote.material}: ${formatNumber(quote.quantity)} ${quote.unit}` },
  {
    key: 'supplier',
    header: 'Asked',
    render: (quote) => [quote.seller_name ?? 'All suppliers', quote.site_pincode && `site ${quote.site_pincode}`].filter(Boolean).join(', '),
  },
  { key: 'partner', header: 'Source', render: (quote) => partner(quote.partner_id) },
  { key: 'date', header: 'Date', render: (quote) => formatOrderDate(quote.created_at, true) },
];

interface LeadListProps {
  id: string;
  title: string;
  status: DashboardData<unknown>['status'];
  onRetry: () => void;
  /** The table, once loaded. */
  children: ReactNode;
}

function LeadList({ id, title, status, onRetry, children }: LeadListProps) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {status === 'failed' && <LoadFailed onRetry={onRetry} message={`Could not load ${title.toLowerCase()}.`} />}
      {children ?? (status === 'loading' && <Spinner label={`Loading ${title.toLowerCase()}`} />)}
    </section>
  );
}

/** The leads the widgets brought in, newest first, with the partner site that sent each. */
export function LeadsSection() {
  const inquiries = useDashboardData('admin', 'chatbot-inquiries?limit=20', () => adminApi.listChatbotInquiries({ limit: 20 }));
  const quotes = useDashboardData('admin', 'quote-requests?limit=20', () => adminApi.listQuoteRequests({ limit: 20 }));
  return (
    <>
      <LeadList id="admin-inquiries" title="Chatbot Inquiries" status={inquiries.status} onRetry={inquiries.reload}>
        {inquiries.value && (
          <Table
            caption="Chatbot Inquiries"
            hideCaption
            columns={INQUIRY_COLUMNS}
            rows={inquiries.value.items}
            rowKey={(row) => row.id}
            empty="No inquiries yet."
          />
        )}
      </LeadList>
      <LeadList id="admin-quotes" title="Quote Requests" status={quotes.status} onRetry={quotes.reload}>
        {quotes.value && (
          <Table
            caption="Quote Requests"
            hideCaption
            columns={QUOTE_COLUMNS}
            rows={quotes.value.items}
            rowKey={(row) => row.id}
            empty="No quote requests yet."
          />
        )}
      </LeadList>
      <RealEstateReview />
    </>
  );
}
