import type { OpinionDefect, OpinionNotice } from '@portal/contract';

import { FilePdfOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useDictList } from '../../api/dict';
import { failureText } from '../../api/http';
import { downloadSigned } from '../../api/signed';
import { AttachmentUpload } from '../attachment-upload/attachment-upload';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';
import './opinion-notice.css';

/** The rectification deadline, flagged red with 已逾期 while the notice waits for its answer past it. */
export function DeadlineCell({ notice: n }: { notice: Pick<OpinionNotice, 'deadline' | 'overdue'> }) {
  return n.overdue ? (
    <span className="opinion-overdue">
      {n.deadline}
      <Tag color="error">已逾期</Tag>
    </span>
  ) : (
    <span>{n.deadline}</span>
  );
}

/** The conclusion in the category's words (the inspection_conclusion dictionary). */
export function ConclusionText({ value }: { value: string }) {
  const words = useDictList('inspection_conclusion');
  return <>{words.data?.find((w) => w.value === value)?.label ?? value}</>;
}

export const deviceText = (n: Pick<OpinionNotice, 'productName' | 'deviceCode'>) => [n.productName, n.deviceCode].filter(Boolean).join(' ');

/** What the notice says about itself and its device, as the record pages show it. */
export function noticeSection(n: OpinionNotice): ReviewSection {
  return {
    title: '意见通知书',
    fields: [
      { label: '通知书编号', value: n.noticeNo },
      { label: '整改期限', value: <DeadlineCell notice={n} /> },
      { label: '使用单位', value: n.unitName },
      { label: '检验机构', value: n.orgName },
      { label: '设备', value: deviceText(n) },
      { label: '使用登记证编号', value: n.certNo || '—' },
      { label: '设备使用地点', value: n.address, span: 2 },
      { label: '报检申请', value: n.applyNo },
      { label: '检验报告编号', value: n.reportNo },
      { label: '检验日期', value: n.inspectionDate },
      { label: '检验结论', value: <ConclusionText value={n.conclusion} /> },
      { label: '签发人', value: n.issuedByName },
      { label: '签发时间', value: formatTime(n.issuedAt) },
    ],
  };
}

/** One defect as the inspector wrote it: where, what, under which clause, and what must be done. */
export function DefectHead({ defect: d }: { defect: OpinionDefect }) {
  return (
    <Descriptions
      size="small"
      column={1}
      className="opinion-defect-head"
      title={`${d.seq + 1}. ${d.item}`}
      items={[
        { key: 'problem', label: '问题', children: d.problem },
        { key: 'basis', label: '依据', children: d.basis },
        { key: 'demand', label: '整改要求', children: d.demand },
      ]}
    />
  );
}

/** The defects with the unit's answers, read-only: its measure and evidence under each. */
export function DefectAnswers({ notice }: { notice: OpinionNotice }) {
  return (
    <div className="opinion-defects">
      {notice.defects.map((d) => (
        <div key={d.id} className="opinion-defect">
          <DefectHead defect={d} />
          <div className="opinion-answer">
            <div className="opinion-answer-label">整改措施</div>
            <div>{d.measure || <span className="opinion-muted">尚未填写</span>}</div>
          </div>
          <AttachmentUpload bizType="opinionDefect" bizId={d.id} kind="evidence" readOnly title="整改证明材料" emptyText="尚未上传" />
        </div>
      ))}
    </div>
  );
}

/** 下载通知书: the YJTZS PDF through a signed download. */
export function OpinionPdfButton({ notice, children = '下载通知书' }: { notice: Pick<OpinionNotice, 'id' | 'noticeNo'>; children?: ReactNode }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadSigned('opinion.pdf', { id: notice.id }, `检验意见通知书-${notice.noticeNo}.pdf`)
          .catch((e: unknown) => message.error(failureText(e)))
          .finally(() => setBusy(false));
      }}
    >
      {children}
    </Button>
  );
}
