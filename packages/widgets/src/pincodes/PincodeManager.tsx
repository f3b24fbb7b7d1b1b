import {
  $isAdmin,
  CITIES,
  errorDetail,
  formatNumber,
  PINCODE_ADMIN_MESSAGES,
  PINCODE_PAGE_SIZE,
  pincodeAdminApi,
  siteUrl,
  type PincodeRecord,
} from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, buttonStyles, EmptyState, Link, Select, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as dashboardStyles from '../dashboard-shared/dashboard.css.ts';
import { PincodeStatusButton } from './PincodeStatusButton.tsx';
import * as styles from './pincodes.css.ts';
import { usePincodePage } from './usePincodePage.ts';

export interface PincodeManagerProps {
  /** The city the list is filtered by at first (Bangalore, Chennai or Coimbatore); every city when omitted. */
  initialCity?: string;
}

// The add/edit and delete dialogs' code arrives when the admin points at, focuses or presses their buttons.
const PincodeDialog = deferredComponent(async () => (await import('./PincodeDialog.tsx')).PincodeDialog);
const ConfirmDialog = deferredComponent(async () => (await import('../dashboard-shared/ConfirmDialog.tsx')).ConfirmDialog);
const preloadDialog = { onPointerEnter: PincodeDialog.preload, onFocus: PincodeDialog.preload };
const preloadConfirm = { onPointerEnter: ConfirmDialog.preload, onFocus: ConfirmDialog.preload };

type Editing = { record: PincodeRecord | null } | null;
type Notice = { tone: 'success' | 'error'; text: string } | null;

const CITY_OPTIONS = [{ value: '', label: 'All cities' }, ...CITIES.map((city) => ({ value: city, label: city }))];

const place = (record: PincodeRecord) => [record.area, record.city].filter(Boolean).join(', ');

/**
 * Pincode management (spec toolkit §2 "Pincode management", §4, §5, §8, §9): the delivery areas
 * buyers can order to, with search, a city filter, 10 a page, add and edit in a dialog, the status
 * badge that switches a pincode on or off, delete after confirmation, and Seed Pincodes, which adds
 * the standard delivery areas that are missing. Only for a signed-in admin.
 */
export function PincodeManager({ initialCity = '' }: PincodeManagerProps) {
  const isAdmin = useStore($isAdmin);
  if (!isAdmin) {
    return (
      <EmptyState
        headingLevel={1}
        title="Please sign in as an admin"
        description="Pincode management is only for Nirmaan's administrators."
        action={
          <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/login')}>
            Admin sign in
          </Link>
        }
      />
    );
  }
  return <PincodeManagerScreen initialCity={(CITIES as readonly string[]).includes(initialCity) ? initialCity : ''} />;
}

function PincodeManagerScreen({ initialCity }: { initialCity: string }) {
  const titleId = useId();
  const list = usePincodePage(initialCity);
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<string | null>(null);
  const [seeding, setSeeding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const toggle = async (record: PincodeRecord) => {
    setToggling(record.pincode);
    setNotice(null);
    try {
      const changed = await pincodeAdminApi.updatePincode(record.pincode, { is_active: !record.is_active });
      list.replace(changed);
      setNotice({
        tone: 'success',
        text: `${changed.pincode} is now ${changed.is_active ? 'active: buyers can order for delivery there' : 'inactive: buyers can no longer order for delivery there'}.`,
      });
    } catch {
      setNotice({ tone: 'error', text: PINCODE_ADMIN_MESSAGES.statusFailed });
    } finally {
      setToggling(null);
    }
  };

  const seed = async () => {
    setSeeding(true);
    setNotice(null);
    try {
      const outcome = await pincodeAdminApi.seedPincodes();
      setNotice({ tone: 'success', text: outcome.message });
      list.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorDetail(error, PINCODE_ADMIN_MESSAGES.seedFailed, PINCODE_ADMIN_MESSAGES.seedFailed) });
    } finally {
      setSeeding(false);
    }
  };

  const deletion = useConfirmedDelete<PincodeRecord>(
    async (record) => {
      const outcome = await pincodeAdminApi.deletePincode(record.pincode);
      setNotice({ tone: 'success', text: outcome.detail });
      list.reload();
    },
    () => PINCODE_ADMIN_MESSAGES.deleteFailed,
  );

  const columns: TableColumn<PincodeRecord>[] = [
    { key: 'pincode', header: 'Pincode', rowHeader: true },
    { key: 'city', header: 'City' },
    { key: 'area', header: 'Area', render: (record) => record.area ?? '—' },
    { key: 'state', header: 'State' },
    {
      key: 'status',
      header: 'Status',
      render: (record) => <PincodeStatusButton record={record} busy={toggling === record.pincode} onToggle={(chosen) => void toggle(chosen)} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (record) => (
        <span className={dashboardStyles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={`Edit ${record.pincode}`}
            {...preloadDialog}
            onClick={() => setEditing({ record })}
          >
            Edit
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-haspopup="dialog"
            aria-label={`Delete ${record.pincode}`}
            {...preloadConfirm}
            onClick={() => deletion.ask(record)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  const { page, query } = list;
  const filtered = query.search !== '' || query.city !== '';
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  return (
    <section className={dashboardStyles.root} aria-labelledby={titleId}>
      <div className={dashboardStyles.headerRow}>
        <div>
          <h1 id={titleId} className={dashboardStyles.title}>
            Pincode Management
          </h1>
          <p className={dashboardStyles.muted}>The delivery areas buyers can order to. The pincode check refuses an inactive pincode.</p>
        </div>
        <div className={dashboardStyles.actions}>
          <Button variant="secondary" busy={seeding} busyLabel="Seeding..." onClick={() => void seed()}>
            Seed Pincodes
          </Button>
          <Button variant="primary" aria-haspopup="dialog" {...preloadDialog} onClick={() => setEditing({ record: null })}>
            Add Pincode
          </Button>
        </div>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={dashboardStyles.panel}>
        <div className={styles.filters} role="search" aria-label="Pincodes">
          <TextField type="search" label="Search pincodes" hint="Pincode, area, city or state" value={list.search} onValueChange={list.setSearch} />
          <Select label="City" value={list.city} options={CITY_OPTIONS} onValueChange={list.setCity} />
        </div>
        {list.status === 'failed' && <LoadFailed onRetry={list.reload} message="Could not load the pincodes." />}
        {list.status === 'loading' && !page && <Spinner label="Loading pincodes" />}
        {page && (
          <>
            <Table
              caption="Pincodes"
              hideCaption
              columns={columns}
              rows={page.items}
              rowKey={(record) => record.pincode}
              empty={filtered ? 'No pincodes match this search.' : 'No pincodes yet. Add one, or seed the standard delivery areas.'}
            />
            {page.total > 0 && (
              <nav className={styles.pager} aria-label="Pincode pages">
                <p className={dashboardStyles.muted} aria-live="polite">
                  Showing {formatNumber(page.offset + 1)}–{formatNumber(last)} of {formatNumber(page.total)}
                </p>
                {page.total > PINCODE_PAGE_SIZE && (
                  <div className={dashboardStyles.actions}>
                    <Button variant="secondary" size="small" disabled={page.offset === 0} onClick={() => list.goTo(page.offset - PINCODE_PAGE_SIZE)}>
                      Previous
                    </Button>
                    <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => list.goTo(page.offset + PINCODE_PAGE_SIZE)}>
                      Next
                    </Button>
                  </div>
                )}
              </nav>
            )}
          </>
        )}
      </div>
      {editing && (
        <DeferredBoundary loadingLabel="Opening the pincode form...">
          <PincodeDialog
            record={editing.record}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setNotice({ tone: 'success', text: editing.record ? `Saved ${saved.pincode}` : `Added ${saved.pincode} (${place(saved)})` });
              list.reload();
            }}
          />
        </DeferredBoundary>
      )}
      {deletion.target && (
        <DeferredBoundary loadingLabel="Opening the delete confirmation...">
          <ConfirmDialog
            title={`Delete pincode ${deletion.target.pincode}?`}
            description={`Buyers in ${place(deletion.target)} will no longer be able to order for delivery there.`}
            confirmLabel="Delete"
            busy={deletion.busy}
            problem={deletion.problem}
            onConfirm={() => void deletion.confirm()}
            onCancel={deletion.cancel}
          />
        </DeferredBoundary>
      )}
    </section>
  );
}
