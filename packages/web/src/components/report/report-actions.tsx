import type { InspectionDocumentType, ReportRow } from '@portal/contract';
import { INSPECTION_DOCUMENT_TYPES } from '@portal/contract/domain/inspection-documents';

import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { useDictList } from '../../api/dict';
import { downloadInspectionDocument, downloadReport } from '../../api/report';
import { PATHS } from '../../routes/paths';
import { RowLink } from '../search-table/row-actions';

/** The document labels administrators set (dictionary inspection_document), else the defaults. */
export function useDocumentLabels(): Record<InspectionDocumentType, string> {
  const list = useDictList('inspection_document', '');
  const given = new Map((list.data ?? []).map((i) => [i.value, i.label]));
  return Object.fromEntries(Object.entries(INSPECTION_DOCUMENT_TYPES).map(([code, t]) => [code, given.get(code) ?? t.label])) as Record<InspectionDocumentType, string>;
}

/** The verification page of a report's QR code, as the printed code opens it. */
export const verifyHref = (ref: string) => `${PATHS.verify}?ref=${encodeURIComponent(ref)}`;

/** A report's downloads: the signed PDF, and the documents the portal issues for the device. */
export function ReportActions({ report: r, labels }: { report: ReportRow; labels: Record<InspectionDocumentType, string> }) {
  const [busy, setBusy] = useState(false);
  const run = (job: () => Promise<void>) => {
    setBusy(true);
    void job().finally(() => setBusy(false));
  };
  return (
    <Space size={0}>
      <RowLink loading={busy} onClick={() => run(() => downloadReport(r.id, r.reportNo))}>
        下载报告
      </RowLink>
      {r.printable.length > 0 && (
        <Dropdown
          menu={{
            items: r.printable.map((type) => ({ key: type, label: labels[type] })),
            onClick: ({ key }) => run(() => downloadInspectionDocument(r.applyId, key as InspectionDocumentType, labels[key as InspectionDocumentType], r.id)),
          }}
        >
          <Button type="link" size="small">
            文书 <DownOutlined />
          </Button>
        </Dropdown>
      )}
      <Button type="link" size="small" href={verifyHref(r.ref)} target="_blank" rel="noopener">
        核验
      </Button>
    </Space>
  );
}
