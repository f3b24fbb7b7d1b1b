import {
  ADMIN_LIST_LIMIT,
  ADMIN_MESSAGES,
  adminApi,
  formatNumber,
  formatOrderDate,
  SELLER_REVIEW_TEXTS,
  type AdminPage,
  type AdminSeller,
  type AdminUser,
} from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, TextField, type TableColumn } from '@nirmaan/ui';
import { useEffect, useRef, useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { PendingSellers } from './PendingSellers.tsx';
import { RejectSellerDialog } from './RejectSellerDialog.tsx';
import { SellerStatusBadge } from './SellerStatusBadge.tsx';
import * as reviewStyles from './sellerReview.css.ts';
import { useSellerReview } from './useSellerReview.ts';

type Account = (AdminUser & { kind: 'users' }) | (AdminSeller & { kind: 'sellers' });

const userName = (user: AdminUser) => [user.first_name, user.last_name].filter(Boolean).join(' ') || ADMIN_MESSAGES.unknownName;

const nameOf = (account: Account) => (account.kind === 'users' ? userName(account) : account.name);

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
  const review = useSellerReview(reloadAll);
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
      setProblem(`Could not change ${nameOf(account)}'s status. Please try again.`);
    } finally {
      setBusyId(null);
    }
  };

  const goTo = (offset: number) => setQuery((current) => ({ ...current, offset }));

  const title = kind === 'users' ? 'Users' : 'Sellers';
  const columns: TableColumn<Account>[] = [
    {
      key: 'name',
      header: kind === 'users' ? 'User' : 'Seller',
      rowHeader: true,
      render: (account) => (
        <>
          <span className={styles.line}>{nameOf(account)}</span>
          <span className={styles.muted}>ID {account.id}</span>
        </>
      ),
    },
    {
      key: 'contact',
      header: 'Contact',
      render: (account) =>
        account.kind === 'users' ? (
          <>
            <span className={styles.line}>{account.phone}</span>
            <span className={styles.muted}>{account.email ?? ADMIN_MESSAGES.noEmail}</span>
          </>
        ) : (
          <>
            <span className={styles.line}>{account.email}</span>
            <span className={styles.muted}>{account.phone ?? ADMIN_MESSAGES.noPhone}</span>
          </>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (account) => <Badge tone={account.is_active ? 'success' : 'danger'}>{account.is_active ? 'Active' : 'Inactive'}</Badge>,
    },
    ...(kind === 'sellers'
      ? [
          {
            key: 'approval',
            header: SELLER_REVIEW_TEXTS.approvalColumn,
            render: (account: Account) =>
              account.kind === 'sellers' && (
                <>
                  <SellerStatusBadge status={account.status} />
                  {account.status === 'rejected' && account.status_reason && (
                    <span className={`${styles.muted} ${reviewStyles.reason}`}>
                      {SELLER_REVIEW_TEXTS.reasonPrefix} {account.status_reason}
                    </span>
                  )}
                </>
              ),
          },
        ]
      : []),
    { key: 'joined', header: 'Joined', render: (account) => formatOrderDate(account.created_at) },
    {
      key: 'action',
      header: 'Action',
      render: (account) => {
        const toggleButton = (
          <Button
            variant={account.is_active ? 'danger' : 'primary'}
            size="small"
            busy={busyId === account.id}
            busyLabel="Saving..."
            aria-label={`${account.is_active ? 'Deactivate' : 'Activate'} ${nameOf(account)}`}
            onClick={() => void toggle(account)}
          >
            {account.is_active ? 'Deactivate' : 'Activate'}
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
                busyLabel={SELLER_REVIEW_TEXTS.approving}
                aria-label={`${SELLER_REVIEW_TEXTS.approve} ${account.name}`}
                onClick={() => void review.approve(account)}
              >
                {SELLER_REVIEW_TEXTS.approve}
              </Button>
            )}
            {account.status !== 'rejected' && (
              <Button variant="secondary" size="small" aria-label={`${SELLER_REVIEW_TEXTS.reject} ${account.name}`} onClick={() => review.askReject(account)}>
                {SELLER_REVIEW_TEXTS.reject}
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
        <TextField type="search" label={`Search ${title.toLowerCase()}`} hint="Name, phone or e-mail" value={search} onValueChange={setSearch} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {accounts.status === 'failed' && <LoadFailed onRetry={reload} message={`Could not load ${title.toLowerCase()}.`} />}
      {accounts.status === 'loading' && !page && <Spinner label={`Loading ${title.toLowerCase()}`} />}
      {page && (
        <>
          <Table
            caption={title}
            hideCaption
            columns={columns}
            rows={page.items}
            rowKey={(account) => account.id}
            empty={search.trim() ? `No ${title.toLowerCase()} match “${search.trim()}”.` : `No ${title.toLowerCase()} yet.`}
          />
          {page.total > 0 && (
            <div className={styles.headerRow}>
              <p className={styles.muted} aria-live="polite">
                Showing {formatNumber(page.offset + 1)}–{formatNumber(last)} of {formatNumber(page.total)}
              </p>
              {page.total > ADMIN_LIST_LIMIT && (
                <div className={styles.actions}>
                  <Button variant="secondary" size="small" disabled={query.offset === 0} onClick={() => goTo(Math.max(0, query.offset - ADMIN_LIST_LIMIT))}>
                    Previous
                  </Button>
                  <Button variant="secondary" size="small" disabled={last >= page.total} onClick={() => goTo(query.offset + ADMIN_LIST_LIMIT)}>
                    Next
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
      <PendingSellers review={review} reloadKey={changes} />
      {table}
      {review.rejecting && <RejectSellerDialog seller={review.rejecting} onReject={review.reject} onCancel={review.cancelReject} />}
    </div>
  );
}
