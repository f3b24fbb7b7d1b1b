import { ADMIN_LIST_LIMIT, adminApi, localeFormat, type AdminPage, type AdminSeller, type AdminUser } from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminDate } from './adminDate.ts';
import { adminCatalogue, type AdminMessages } from './adminMessages.ts';
import { PendingSellers } from './PendingSellers.tsx';
import { RejectSellerDialog } from './RejectSellerDialog.tsx';
import { SellerStatusBadge } from './SellerStatusBadge.tsx';
import * as reviewStyles from './sellerReview.css.ts';
import { useSellerReview } from './useSellerReview.ts';

type Account = (AdminUser & { kind: 'users' }) | (AdminSeller & { kind: 'sellers' });

const userName = (user: AdminUser, messages: AdminMessages) => [user.first_name, user.last_name].filter(Boolean).join(' ') || messages.unknownName();

const nameOf = (account: Account, messages: AdminMessages) => (account.kind === 'users' ? userName(account, messages) : account.name);

async function loadAccounts(kind: Account['kind'], search: string, offset: number): Promise<AdminPage<Account>> {
  const query = { search, offset, limit: ADMIN_LIST_LIMIT };
  if (kind === 'users') {
    const page = await adminApi.listUsers(query);
    return { ...page, items: page.items.map((user) => ({ ...user, kind })) };
  }
  const page = await adminApi.listSellers(query);
  return { ...page, items: page.items.map((seller) => ({ ...seller, kind })) };
}

/**
 * Users or Sellers (spec toolkit §2): name and id, contact, Active/Inactive, joined, and one
 * Activate/Deactivate action (a deactivated account is signed out at once). Search and 50 a page.
 * Sellers also show their review (Pending, Approved, Rejected with the reason) with Approve and
 * Reject, and above the table the sellers waiting for approval; every list loads again after a change.
 */
export function AccountsTab({ kind }: { kind: Account['kind'] }) {
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState({ search: '', offset: 0 });
  const [problem, setProblem] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [changes, setChanges] = useState(0);
  const accounts = useDashboardData('admin', `${kind}?search=${query.search}&offset=${query.offset}`, () => loadAccounts(kind, query.search, query.offset));
  const { reload } = accounts;
  const reloadAll = () => {
    setChanges((count) => count + 1);
    reload();
  };
  const review = useSellerReview(reloadAll, messages);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The card or button that was used may be gone after a review: the outcome takes the focus.
  useEffect(() => {
    if (review.notice) noticeRef.current?.focus();
  }, [review.notice]);
  useEffect(() => {
    if (search === query.search) return;
    const timer = setTimeout(() => setQuery({ search, offset: 0 }), 300);
    return () => clearTimeout(timer);
  }, [search, query.search]);

  const toggle = async (account: Account) => {
    setBusyId(account.id);
    setProblem(null);
    try {
      await (account.kind === 'users' ? adminApi.toggleUserStatus(account.id) : adminApi.toggleSellerStatus(account.id));
      reloadAll();
    } catch {
      setProblem(messages['accounts.toggleFailed']({ name: nameOf(account, messages) }));
    } finally {
      setBusyId(null);
    }
  };

  const goTo = (offset: number) => setQuery((current) => ({ ...current, offset }));

  const title = messages['accounts.title']({ kind });
  const columns: TableColumn<Account>[] = [
    {
      key: 'name',
      header: kind === 'users' ? messages['accounts.user']() : messages['accounts.seller'](),
      rowHeader: true,
      render: (account) => (
        <>
          <span className={styles.line}>{nameOf(account, messages)}</span>
          <span className={styles.muted}>{messages['accounts.id']({ id: account.id })}</span>
        </>
      ),
    },
    {
      key: 'contact',
      header: messages['accounts.contact'](),
      render: (account) =>
        account.kind === 'users' ? (
          <>
            <span className={styles.line}>{account.phone}</span>
            <span className={styles.muted}>{account.email ?? messages['review.noEmail']()}</span>
          </>
        ) : (
          <>
            <span className={styles.line}>{account.email}</span>
            <span className={styles.muted}>{account.phone ?? messages['review.noPhone']()}</span>
          </>
        ),
    },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (account) => <Badge tone={account.is_active ? 'success' : 'danger'}>{messages['accounts.active']({ active: String(account.is_active) })}</Badge>,
    },
    ...(kind === 'sellers'
      ? [
          {
            key: 'approval',
            header: messages['review.approvalColumn'](),
            render: (account: Account) =>
              account.kind === 'sellers' && (
                <>
                  <SellerStatusBadge status={account.status} messages={messages} />
                  {account.status === 'rejected' && account.status_reason && (
                    <span className={`${styles.muted} ${reviewStyles.reason}`}>{messages['review.reason']({ reason: account.status_reason })}</span>
                  )}
                </>
              ),
          },
        ]
      : []),
    { key: 'joined', header: messages['column.joined'](), render: (account) => adminDate(format, account.created_at) },
    {
      key: 'action',
      header: messages['accounts.action'](),
      render: (account) => {
        const toggleButton = (
          <Button
            variant={account.is_active ? 'danger' : 'primary'}
            size="small"
            busy={busyId === account.id}
            busyLabel={messages['accounts.saving']()}
            aria-label={messages['accounts.toggleLabel']({ active: String(account.is_active), name: nameOf(account, messages) })}
            onClick={() => void toggle(account)}
          >
            {messages['accounts.toggle']({ active: String(account.is_active) })}
          </Button>
        );
        if (account.kind === 'users') return toggleButton;
        return (
          <div className={styles.actions}>
            {toggleButton}
            {account.status !== 'approved' && (
              <Button
                variant="secondary"
                size="small"
                busy={review.approvingId === account.id}
                busyLabel={messages['review.approving']()}
                aria-label={messages['review.approveLabel']({ name: account.name })}
                onClick={() => void review.approve(account)}
              >
                {messages['review.approve']()}
              </Button>
            )}
            {account.status !== 'rejected' && (
              <Button
                variant="secondary"
                size="small"
                aria-label={messages['review.rejectLabel']({ name: account.name })}
                onClick={() => review.askReject(account)}
              >
                {messages['review.reject']()}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  const page = accounts.value;
  const last = page ? Math.min(page.offset + page.items.length, page.total) : 0;
  const table = (
    <div className={styles.panel}>
      <div className={styles.headerRow}>
        <h2 className={styles.heading}>{title}</h2>
        <TextField
          type="search"
          label={messages['accounts.search']({ kind })}
          hint={messages['accounts.searchHint']()}
          value={search}
          onValueChange={setSearch}
        />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {accounts.status === 'failed' && <LoadFailed onRetry={reload} message={messages['accounts.loadFailed']({ kind })} />}
      {accounts.status === 'loading' && !page && <Spinner label={messages['accounts.loading']({ kind })} />}
      {page && (
        <>
          <Table
            caption={title}
            hideCaption
            columns={columns}
            rows={page.items}
            rowKey={(account) => account.id}
            empty={search.trim() ? messages['accounts.noMatch']({ kind, search: search.trim() }) : messages['accounts.none']({ kind })}
          />
          {page.total > 0 && (
            <div className={styles.headerRow}>
              <p className={styles.muted} aria-live="polite">
                {messages['pager.shown']({ first: format.number(page.offset + 1), last: format.number(last), total: format.number(page.total) })}
              </p>
              {page.total > ADMIN_LIST_LIMIT && (
                <div className={styles.actions}>
                  <Button variant="secondary" size="small" disabled={query.offset === 0} onClick={() => goTo(Math.max(0, query.offset - ADMIN_LIST_LIMIT))}>
                    {messages['pager.previous']()}
                  </Button>
                  <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => goTo(query.offset + ADMIN_LIST_LIMIT)}>
                    {messages['pager.next']()}
                  </Button>
                </div>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
  if (kind === 'users') return table;
  return (
    <div className={styles.root}>
      {(review.notice || review.problem) && (
        <div ref={noticeRef} tabIndex={-1} className={reviewStyles.notice}>
          {review.notice && <Alert tone="success">{review.notice}</Alert>}
          {review.problem && <Alert tone="error">{review.problem}</Alert>}
        </div>
      )}
      <PendingSellers review={review} reloadKey={changes} messages={messages} format={format} />
      {table}
      {review.rejecting && <RejectSellerDialog seller={review.rejecting} messages={messages} onReject={review.reject} onCancel={review.cancelReject} />}
    </div>
  );
}
