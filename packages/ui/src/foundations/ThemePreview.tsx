import { useState, type CSSProperties } from 'react';
import { Alert } from '../alert/Alert.tsx';
import { Badge } from '../badge/Badge.tsx';
import { Button } from '../button/Button.tsx';
import { Card } from '../card/Card.tsx';
import { PortalContainerContext } from '../context/PortalContainer.tsx';
import { Dialog } from '../dialog/Dialog.tsx';
import { EmptyState } from '../empty-state/EmptyState.tsx';
import { TextField } from '../field/TextField.tsx';
import { Select } from '../select/Select.tsx';
import { Spinner } from '../spinner/Spinner.tsx';
import { Table } from '../table/Table.tsx';
import { Tabs } from '../tabs/Tabs.tsx';
import { widgetRootClass } from '../theme/tokens.css.ts';
import { ToastViewport } from '../toast/Toast.tsx';
import { createToastStore } from '../toast/toastStore.ts';

export interface ThemePreviewProps {
  theme: 'light' | 'dark';
  /** Custom properties set on the preview's root: the theme editor's changes. */
  style: CSSProperties;
}

const ORDERS = [
  { id: 'NRM-10421', item: 'UltraTech cement 53 grade, 50 bags', total: '₹21,750', status: 'Shipped' },
  { id: 'NRM-10398', item: 'TMT bars Fe 550D 12 mm, 1.2 tonnes', total: '₹84,600', status: 'Delivered' },
];

const CITIES = [
  { value: 'bangalore', label: 'Bangalore' },
  { value: 'chennai', label: 'Chennai' },
  { value: 'coimbatore', label: 'Coimbatore' },
];

/**
 * Every UI primitive on one surface, themed by the custom properties given: the theme editor's
 * live preview. Dialogs and toasts render inside it, so they take the edited values too.
 */
export function ThemePreview({ theme, style }: ThemePreviewProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [pincode, setPincode] = useState('56');
  const [city, setCity] = useState('bangalore');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [toasts] = useState(() => createToastStore());
  return (
    <div
      ref={setRoot}
      data-nirmaan-theme={theme}
      className={widgetRootClass}
      style={{ ...style, padding: 16, borderRadius: 8, background: 'var(--_nirmaan-color-background)' }}
    >
      <PortalContainerContext.Provider value={root}>
        <div style={{ display: 'grid', gap: 16 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Button>Add to cart</Button>
            <Button variant="secondary">Request a quote</Button>
            <Button variant="danger">Cancel order</Button>
            <Button busy busyLabel="Placing order...">
              Place order
            </Button>
            <Spinner label="Loading prices..." />
          </div>
          <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}>
            <TextField
              label="Delivery pincode"
              value={pincode}
              onValueChange={setPincode}
              inputMode="numeric"
              error={pincode.length === 6 ? undefined : 'Enter a valid 6-digit pincode'}
            />
            <Select label="City" value={city} options={CITIES} onValueChange={setCity} hint="Prices differ by city." />
          </div>
          <Alert tone="error" title="Payment failed" action={<Button variant="secondary">Retry</Button>}>
            Your bank declined the payment. No money was taken.
          </Alert>
          <Alert tone="success">Order NRM-10421 placed. The seller confirms within 2 hours.</Alert>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Badge tone="warning">Pending</Badge>
            <Badge tone="info">Processing</Badge>
            <Badge tone="purple">Shipped</Badge>
            <Badge tone="success">Delivered</Badge>
            <Badge tone="danger">Cancelled</Badge>
            <Badge tone="neutral">Returned</Badge>
          </div>
          <Card
            heading="Your orders"
            headingLevel={3}
            actions={
              <Button variant="secondary" onClick={() => setDialogOpen(true)}>
                Cancel an order
              </Button>
            }
          >
            <Table
              caption="Recent orders"
              hideCaption
              rowKey={(row) => row.id}
              rows={ORDERS}
              columns={[
                { key: 'id', header: 'Order', rowHeader: true },
                { key: 'item', header: 'Item' },
                { key: 'total', header: 'Total', align: 'end' },
                { key: 'status', header: 'Status', render: (row) => <Badge tone={row.status === 'Delivered' ? 'success' : 'purple'}>{row.status}</Badge> },
              ]}
            />
          </Card>
          <Tabs
            label="Product details"
            items={[
              { value: 'specs', label: 'Specifications', content: <p>53 grade ordinary Portland cement, 50 kg bag.</p> },
              { value: 'delivery', label: 'Delivery', content: <p>Delivered in 2 days within Bangalore.</p> },
            ]}
          />
          <EmptyState
            headingLevel={3}
            title="Your cart is empty"
            description="Add cement, steel or sand to see a quote here."
            action={<Button variant="secondary">Browse products</Button>}
          />
          <div>
            <Button variant="secondary" onClick={() => toasts.show({ title: 'Added to cart', description: 'UltraTech cement, 10 bags', tone: 'success' })}>
              Show a toast
            </Button>
          </div>
        </div>
        <Dialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title="Cancel order NRM-10421?"
          description="The seller is told at once. Money paid online is refunded in 5-7 days."
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialogOpen(false)}>
                Keep order
              </Button>
              <Button variant="danger" onClick={() => setDialogOpen(false)}>
                Cancel order
              </Button>
            </>
          }
        />
        <ToastViewport store={toasts} />
      </PortalContainerContext.Provider>
    </div>
  );
}
