import { errorDetail, localeFormat, realEstateApi, type RealEstateSubmission } from '@nirmaan/core';
import { Alert, Badge, Button, Spinner, Table, type TableColumn } from '@nirmaan/ui';
import { useState } from 'react';
import { LoadFailed } from '../dashboard-shared/LoadFailed.tsx';
import * as styles from '../dashboard-shared/dashboard.css.ts';
import { useDashboardData } from '../dashboard-shared/useDashboardData.ts';
import { useMessages } from '../locale-shared/useMessages.ts';
import { adminCatalogue } from './adminMessages.ts';
import { adminDate } from './adminDate.ts';
import { RejectListingDialog } from './RejectListingDialog.tsx';

const TONES = { pending_verification: 'warning', published: 'success', rejected: 'danger' } as const;

/**
 * Real-estate submissions for review, newest first: Verify puts a listing on the public
 * /real-estate/listings page; Reject asks for the reason, shown here with the submission.
 */
export function RealEstateReview() {
  const { messages, locale } = useMessages(adminCatalogue);
  const format = localeFormat(locale);
  const nameOf = (submission: RealEstateSubmission) => submission.project_name ?? submission.location ?? messages['estate.listing']({ id: submission.id });
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
      setNotice(messages['estate.verified']({ name: nameOf(submission) }));
      submissions.reload();
    } catch (error) {
      setProblem(errorDetail(error, messages['estate.reviewFailed']()));
    } finally {
      setVerifying(null);
    }
  };

  const reject = async (submission: RealEstateSubmission, reason: string): Promise<string | null> => {
    try {
      await realEstateApi.rejectSubmission(submission.id, reason);
      setRejecting(null);
      setNotice(messages['estate.rejected']({ name: nameOf(submission) }));
      submissions.reload();
      return null;
    } catch (error) {
      return errorDetail(error, messages['estate.reviewFailed']());
    }
  };

  const columns: readonly TableColumn<RealEstateSubmission>[] = [
    { key: 'project', header: messages['estate.project'](), rowHeader: true, render: nameOf },
    {
      key: 'facts',
      header: messages['estate.site'](),
      render: (s) => [s.location, s.site_number && messages['estate.siteNumber']({ number: s.site_number }), s.site_size].filter(Boolean).join(', ') || '—',
    },
    { key: 'builder', header: messages['estate.builder'](), render: (s) => s.builder_name ?? '—' },
    {
      key: 'status',
      header: messages['column.status'](),
      render: (s) => (
        <>
          <Badge tone={TONES[s.status]}>{messages['estate.status']({ status: s.status })}</Badge>
          {s.rejection_reason && <span className={styles.muted}> {messages['review.reason']({ reason: s.rejection_reason })}</span>}
        </>
      ),
    },
    { key: 'source', header: messages['estate.source'](), render: (s) => s.partner_id ?? 'Nirmaan' },
    { key: 'date', header: messages['estate.date'](), render: (s) => adminDate(format, s.created_at, true) },
    {
      key: 'actions',
      header: messages['estate.actions'](),
      render: (s) => (
        <span className={styles.actions}>
          {s.status !== 'published' && (
            <Button
              size="small"
              aria-label={messages['estate.verifyLabel']({ name: nameOf(s) })}
              busy={verifying === s.id}
              busyLabel={messages['estate.verifying']()}
              onClick={() => void verify(s)}
            >
              {messages['estate.verify']()}
            </Button>
          )}
          {s.status !== 'rejected' && (
            <Button
              variant="danger"
              size="small"
              aria-haspopup="dialog"
              aria-label={messages['review.rejectLabel']({ name: nameOf(s) })}
              onClick={() => setRejecting(s)}
            >
              {messages['review.reject']()}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <section className={styles.panel} aria-labelledby="admin-real-estate">
      <h2 id="admin-real-estate" className={styles.heading}>
        {messages['estate.title']()}
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {problem && <Alert tone="error">{problem}</Alert>}
      {submissions.status === 'failed' && <LoadFailed onRetry={submissions.reload} message={messages['estate.loadFailed']()} />}
      {submissions.status === 'loading' && !submissions.value && <Spinner label={messages['estate.loading']()} />}
      {submissions.value && (
        <Table
          caption={messages['estate.title']()}
          hideCaption
          columns={columns}
          rows={submissions.value}
          rowKey={(row) => row.id}
          empty={messages['estate.empty']()}
        />
      )}
      {rejecting && <RejectListingDialog name={nameOf(rejecting)} onReject={(reason) => reject(rejecting, reason)} onCancel={() => setRejecting(null)} />}
    </section>
  );
}
