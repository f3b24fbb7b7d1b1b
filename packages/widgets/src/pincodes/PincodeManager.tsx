import { $isAdmin, CITIES, errorDetail, localeFormat, PINCODE_PAGE_SIZE, pincodeAdminApi, siteUrl, type PincodeRecord } from '@nirmaan/core';
import { useStore } from '@nanostores/react';
import { Alert, Button, buttonStyles, EmptyState, Link, Select, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useId, useState } from 'react';
import { useMessages } from '../locale-shared/useMessages.ts';
import { useConfirmedDelete } from '../dashboard-shared/useConfirmedDelete.ts';
import { DeferredBoundary } from '../deferred/DeferredBoundary.tsx';
import { deferredComponent } from '../deferred/deferredComponent.tsx';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as dashboardStyles from '../dashboard-shared/dashboard.css.ts';
import { PincodeStatusButton } from './PincodeStatusButton.tsx';
import { pincodesCatalogue, type PincodeMessages } from './pincodesMessages.ts';
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

const cityOptions = (messages: PincodeMessages) => [
  { value: '', label: messages['filters.allCities']() },
  ...CITIES.map((city) => ({ value: city, label: messages.cityName({ city }) })),
];

const place = (record: PincodeRecord) => [record.area, record.city].filter(Boolean).join(', ');

/**
 * Pincode management (spec toolkit §2 "Pincode management", §4, §5, §8, §9): the delivery areas
 * buyers can order to, with search, a city filter, 10 a page, add and edit in a dialog, the status
 * badge that switches a pincode on or off, delete after confirmation, and Seed Pincodes, which adds
 * the standard delivery areas that are missing. Only for a signed-in admin.
 */
export function PincodeManager({ initialCity = '' }: PincodeManagerProps) {
  const isAdmin = useStore($isAdmin);
  const { messages, locale } = useMessages(pincodesCatalogue);
  if (!isAdmin) {
    return (
      <div lang={locale}>
        <EmptyState
          headingLevel={1}
          title={messages['signIn.title']()}
          description={messages['signIn.description']()}
          action={
            <Link className={buttonStyles({ variant: 'primary' })} href={siteUrl('/admin/login')}>
              {messages['signIn.action']()}
            </Link>
          }
        />
      </div>
    );
  }
  return <PincodeManagerScreen initialCity={(CITIES as readonly string[]).includes(initialCity) ? initialCity : ''} />;
}

function PincodeManagerScreen({ initialCity }: { initialCity: string }) {
  const { messages, locale } = useMessages(pincodesCatalogue);
  const format = localeFormat(locale);
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
        text: messages['notice.toggled']({ active: String(changed.is_active), pincode: changed.pincode }),
      });
    } catch {
      setNotice({ tone: 'error', text: messages['failed.status']() });
    } finally {
      setToggling(null);
    }
  };

  const seed = async () => {
    setSeeding(true);
    setNotice(null);
    try {
      const outcome = await pincodeAdminApi.seedPincodes();
      setNotice({ tone: 'success', text: messages['notice.seeded']({ count: outcome.count, countText: format.number(outcome.count) }) });
      list.reload();
    } catch (error) {
      setNotice({ tone: 'error', text: errorDetail(error, messages['failed.seed'](), messages['failed.seed']()) });
    } finally {
      setSeeding(false);
    }
  };

  const deletion = useConfirmedDelete<PincodeRecord>(
    async (record) => {
      await pincodeAdminApi.deletePincode(record.pincode);
      setNotice({ tone: 'success', text: messages['notice.deleted']({ pincode: record.pincode }) });
      list.reload();
    },
    () => messages['failed.delete'](),
  );

  const columns: TableColumn<PincodeRecord>[] = [
    { key: 'pincode', header: messages['column.pincode'](), rowHeader: true },
    { key: 'city', header: messages['column.city']() },
    { key: 'area', header: messages['column.area'](), render: (record) => record.area ?? '—' },
    { key: 'state', header: messages['column.state']() },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (record) => (
        <PincodeStatusButton messages={messages} record={record} busy={toggling === record.pincode} onToggle={(chosen) => void toggle(chosen)} />
      ),
    },
    {
      key: 'actions',
      header: messages['column.actions'](),
      render: (record) => (
        <span className={dashboardStyles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages.editLabel({ pincode: record.pincode })}
            {...preloadDialog}
            onClick={() => setEditing({ record })}
          >
            {messages.edit()}
          </Button>
          <Button
            variant="danger"
            size="small"
            aria-haspopup="dialog"
            aria-label={messages.deleteLabel({ pincode: record.pincode })}
            {...preloadConfirm}
            onClick={() => deletion.ask(record)}
          >
            {messages.delete()}
          </Button>
        </span>
      ),
    },
  ];

  const { page, query } = list;
  const filtered = query.search !== '' || query.city !== '';
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  return (
    <section className={dashboardStyles.root} aria-labelledby={titleId} lang={locale}>
      <div className={dashboardStyles.headerRow}>
        <div>
          <h1 id={titleId} className={dashboardStyles.title}>
            {messages.title()}
          </h1>
          <p className={dashboardStyles.muted}>{messages.intro()}</p>
        </div>
        <div className={dashboardStyles.actions}>
          <Button variant="secondary" busy={seeding} busyLabel={messages.seeding()} onClick={() => void seed()}>
            {messages.seed()}
          </Button>
          <Button variant="primary" aria-haspopup="dialog" {...preloadDialog} onClick={() => setEditing({ record: null })}>
            {messages.add()}
          </Button>
        </div>
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <div className={dashboardStyles.panel}>
        <div className={styles.filters} role="search" aria-label={messages['filters.label']()}>
          <TextField
            type="search"
            label={messages['filters.search']()}
            hint={messages['filters.searchHint']()}
            value={list.search}
            onValueChange={list.setSearch}
          />
          <Select label={messages['filters.city']()} value={list.city} options={cityOptions(messages)} onValueChange={list.setCity} />
        </div>
        {list.status === 'failed' && <LoadFailed onRetry={list.reload} message={messages.loadFailed()} />}
        {list.status === 'loading' && !page && <Spinner label={messages.loading()} />}
        {page && (
          <>
            <Table
              caption={messages['table.caption']()}
              hideCaption
              columns={columns}
              rows={page.items}
              rowKey={(record) => record.pincode}
              empty={filtered ? messages['empty.filtered']() : messages['empty.none']()}
            />
            {page.total > 0 && (
              <nav className={styles.pager} aria-label={messages['pager.label']()}>
                <p className={dashboardStyles.muted} aria-live="polite">
                  {messages['pager.shown']({ first: format.number(page.offset + 1), last: format.number(last), total: format.number(page.total) })}
                </p>
                {page.total > PINCODE_PAGE_SIZE && (
                  <div className={dashboardStyles.actions}>
                    <Button variant="secondary" size="small" disabled={page.offset === 0} onClick={() => list.goTo(page.offset - PINCODE_PAGE_SIZE)}>
                      {messages['pager.previous']()}
                    </Button>
                    <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => list.goTo(page.offset + PINCODE_PAGE_SIZE)}>
                      {messages['pager.next']()}
                    </Button>
                  </div>
                )}
              </nav>
            )}
          </>
        )}
      </div>
      {editing && (
        <DeferredBoundary loadingLabel={messages['opening.form']()}>
          <PincodeDialog
            messages={messages}
            record={editing.record}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              setEditing(null);
              setNotice({
                tone: 'success',
                text: editing.record
                  ? messages['notice.saved']({ pincode: saved.pincode })
                  : messages['notice.added']({ pincode: saved.pincode, place: place(saved) }),
              });
              list.reload();
            }}
          />
        </DeferredBoundary>
      )}
      {deletion.target && (
        <DeferredBoundary loadingLabel={messages['opening.delete']()}>
          <ConfirmDialog
            title={messages['delete.title']({ pincode: deletion.target.pincode })}
            description={messages['delete.description']({ place: place(deletion.target) })}
            confirmLabel={messages.delete()}
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
