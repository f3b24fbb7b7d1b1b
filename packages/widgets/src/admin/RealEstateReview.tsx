import { errorDetail, formatOrderDate, REAL_ESTATE_MESSAGES, realEstateApi, realEstateStatusLabel, type RealEstateSubmission } from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { RejectListingDialog } from './RejectListingDialog.tsx';

const nameOf = (submission: RealEstateSubmission) => submission.project_name ?? submission.location ?? `Listing #${submission.id}`;
const TONES = { pending_verification: 'warning', published: 'success', rejected: 'danger' } as const;

/**
 * Real-estate submissions for review, newest first: Verify puts a listing on the public
 * /real-estate/listings page; Reject asks for the reason, shown here with the submission.
 */
export function RealEstateReview() {
  const submissions = useDashboardData('admin', 'real-estate-submissions', () => realEstateApi.listSubmissions());
  const [rejecting, setRejecting] = useState<RealEstateSubmission | null>(null);
  const [verifying, setVerifying] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const verify = async (submission: RealEstateSubmission) => {
    setVerifying(submission.id);
    setProblem(null);
    setNotice(null);
    try {
      await realEstateApi.verifySubmission(submission.id);
      setNotice(`${nameOf(submission)} is verified: it is on the public listings page.`);
      submissions.reload();
    } catch (error) {
      setProblem(errorDetail(error, REAL_ESTATE_MESSAGES.reviewFailed));
    } finally {
      setVerifying(null);
    }
  };

  const reject = async (submission: RealEstateSubmission, reason: string): Promise<string | null> => {
    try {
      await realEstateApi.rejectSubmission(submission.id, reason);
      setRejecting(null);
      setNotice(`${nameOf(submission)} is rejected.`);
      submissions.reload();
      return null;
    } catch (error) {
      return errorDetail(error, REAL_ESTATE_MESSAGES.reviewFailed);
    }
  };

  const columns: readonly TableColumn<RealEstateSubmission>[] = [
    { key: 'project', header: 'Project', rowHeader: true, render: nameOf },
    { key: 'facts', header: 'Site', render: (s) => [s.location, s.site_number && `Site ${s.site_number}`, s.site_size].filter(Boolean).join(', ') || '—' },
    { key: 'builder', header: 'Builder', render: (s) => s.builder_name ?? '—' },
    {
      key: 'status',
      header: 'Status',
      render: (s) => (
        <>
          <Badge tone={TONES[s.status]}>{realEstateStatusLabel(s.status)}</Badge>
          {s.rejection_reason && <span className={styles.muted}> Reason: {s.rejection_reason}</span>}
        </>
      ),
    },
    { key: 'source', header: 'Source', render: (s) => s.partner_id ?? 'Nirmaan' },
    { key: 'date', header: 'Date', render: (s) => formatOrderDate(s.created_at, true) },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <span className={styles.actions}>
          {s.status !== 'published' && (
            <Button size="small" aria-label={`Verify ${nameOf(s)}`} busy={verifying === s.id} busyLabel="Verifying..." onClick={() => void verify(s)}>
              Verify
            </Button>
          )}
          {s.status !== 'rejected' && (
            <Button variant="danger" size="small" aria-haspopup="dialog" aria-label={`Reject ${nameOf(s)}`} onClick={() => setRejecting(s)}>
              Reject
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="admin-real-estate">
      <h2 id="admin-real-estate" className={styles.heading}>
        Real-estate Submissions
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {submissions.status === 'failed' && <LoadFailed onRetry={submissions.reload} message="Could not load real-estate submissions." />}
      {submissions.status === 'loading' && !submissions.value && <Spinner label="Loading real-estate submissions" />}
      {submissions.value && (
        <Table caption="Real-estate Submissions" hideCaption columns={columns} rows={submissions.value} rowKey={(row) => row.id} empty="No submissions yet." />
      )}
      {rejecting && <RejectListingDialog name={nameOf(rejecting)} onReject={(reason) => reject(rejecting, reason)} onCancel={() => setRejecting(null)} />}
    </section>
  );
}
