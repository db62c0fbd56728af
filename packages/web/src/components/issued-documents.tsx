import type { IssuedDocument } from '@portal/contract';
import { ISSUED_DOCUMENT_KINDS, ISSUED_DOCUMENT_STATES, type IssuedDocumentKind } from '@portal/contract/domain/documents';
import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { documentKeys, downloadDocument, useEquipmentDocuments } from '../api/document';
import { PATHS } from '../routes/paths';
import { formatTime } from './format';
import { PageCard } from './page-card';
import './issued-documents.css';

/** The public verification page of a document, as its QR code opens it. */
const verifyPath = (ref: string) => `${PATHS.verify}?ref=${encodeURIComponent(ref)}`;

/** A button that downloads one document; busy while the first download produces the PDF. */
function DownloadButton({
  kind,
  equipmentId,
  docId,
  type,
  children,
}: {
  kind: IssuedDocumentKind;
  equipmentId: string;
  docId?: string;
  type?: 'primary' | 'link';
  children: string;
}) {
  const [busy, setBusy] = useState(false);
  const qc = useQueryClient();
  const start = async () => {
    setBusy(true);
    try {
      await downloadDocument(kind, equipmentId, docId);
      // The first download produced the file: the register now has its fingerprint.
      void qc.invalidateQueries({ queryKey: documentKeys.of(equipmentId) });
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={type} size={type === 'link' ? 'small' : undefined} icon={type === 'link' ? undefined : <DownloadOutlined />} loading={busy} onClick={() => void start()}>
      {children}
    </Button>
  );
}

/**
 * 下载使用登记证 and 下载使用标志 for a device whose registration holds; nothing while it has no valid
 * document (not registered yet, or the registration ended: the table says which).
 */
export function DocumentDownloads({ equipmentId }: { equipmentId: string }) {
  const docs = useEquipmentDocuments(equipmentId).data ?? [];
  const valid = docs.filter((d) => d.state === 'valid');
  if (!valid.length) return null;
  const cert = valid.find((d) => d.kind === 'regCert');
  return (
    <Space wrap className="idoc-actions">
      {valid.map((d) => (
        <DownloadButton key={d.id} kind={d.kind} equipmentId={equipmentId} type={d.kind === 'regCert' ? 'primary' : undefined}>
          {`下载${ISSUED_DOCUMENT_KINDS[d.kind].short}`}
        </DownloadButton>
      ))}
      {cert && (
        <a href={verifyPath(cert.ref)} target="_blank" rel="noreferrer" className="idoc-verify">
          <SafetyCertificateOutlined /> 核验页
        </a>
      )}
    </Space>
  );
}

/**
 * Every certificate and use mark of a device, current and superseded, with the SM3 fingerprint of each
 * produced file: what a unit or a clerk holds against a printed copy.
 */
export function IssuedDocumentsTable({ equipmentId, docs }: { equipmentId: string; docs: IssuedDocument[] }) {
  return (
    <Table<IssuedDocument>
      className="idoc-table"
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={docs}
      columns={[
        { title: '证件', dataIndex: 'kind', width: 150, render: (k: IssuedDocumentKind) => ISSUED_DOCUMENT_KINDS[k].label },
        { title: '使用登记证编号', dataIndex: 'certNo', width: 170 },
        {
          title: '状态',
          dataIndex: 'state',
          width: 90,
          render: (s: IssuedDocument['state']) => <Tag color={ISSUED_DOCUMENT_STATES[s].color}>{ISSUED_DOCUMENT_STATES[s].label}</Tag>,
        },
        { title: '发证时间', dataIndex: 'issuedAt', width: 170, render: (v: string) => formatTime(v) },
        {
          title: 'SM3 指纹',
          dataIndex: 'sm3',
          render: (v: string) =>
            v ? (
              <Tooltip title={v}>
                <code className="idoc-sm3">{`${v.slice(0, 16)}…`}</code>
              </Tooltip>
            ) : (
              <span className="idoc-muted">首次下载时生成</span>
            ),
        },
        {
          title: '操作',
          key: 'actions',
          width: 140,
          render: (_: unknown, d: IssuedDocument) => (
            <Space size={0}>
              {/* A superseded document downloads only as it was produced while valid. */}
              {(d.state === 'valid' || d.sm3) && (
                <DownloadButton kind={d.kind} equipmentId={equipmentId} docId={d.state === 'valid' ? undefined : d.id} type="link">
                  下载
                </DownloadButton>
              )}
              <a href={verifyPath(d.ref)} target="_blank" rel="noreferrer">
                核验
              </a>
            </Space>
          ),
        },
      ]}
    />
  );
}

/** The documents of a device as the equipment detail shows them, in their own panel: the downloads, then the register. */
export function EquipmentDocumentsPanel({ equipmentId, title }: { equipmentId: string; title: string }) {
  const docs = useEquipmentDocuments(equipmentId).data ?? [];
  if (!docs.length) return null;
  return (
    <PageCard title={title} note="二维码可扫码核验；SM3 指纹用于核对电子文件未被改动">
      <div className="idoc-panel">
        <DocumentDownloads equipmentId={equipmentId} />
        <IssuedDocumentsTable equipmentId={equipmentId} docs={docs} />
      </div>
    </PageCard>
  );
}
