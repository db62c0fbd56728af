import { Alert, Descriptions, Skeleton } from 'antd';
import { useAuditChain } from '../../api/audit';
import { RefreshButton } from '../../components/figures-card';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';

/**
 * 系统维护 › 审计日志校验: the audit log is sealed every few minutes in batches chained by SM3 hashes;
 * this walks the chain and names the first broken link or missing row.
 */
export default function AuditChainPage() {
  const chain = useAuditChain();
  const r = chain.data;
  return (
    <PageCard
      title="审计日志校验"
      note="审计记录只追加、不修改；系统每5分钟将新记录分批封存，每批的SM3摘要包含本批记录和上一批摘要。校验逐批重算，发现被改动、删除或插入的记录即指出第一处。"
      extra={<RefreshButton query={chain}>重新校验</RefreshButton>}
    >
      {!r ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : (
        <>
          {r.ok ? (
            <Alert type="success" showIcon title="审计链完整" description={r.batches ? `已封存的${r.batches}批、${r.sealedRows}行审计记录均未被改动。` : '尚无封存批次。'} />
          ) : (
            <Alert type="error" showIcon title="审计链校验未通过" description={r.problem} />
          )}
          <Descriptions
            className="audit-chain-facts"
            bordered
            size="small"
            column={1}
            style={{ marginTop: 16 }}
            styles={{ label: { width: 200 } }}
            items={[
              { key: 'batches', label: '已封存批次', children: r.batches },
              { key: 'sealed', label: '已封存记录', children: `${r.sealedRows} 行` },
              { key: 'unsealed', label: '待封存记录', children: `${r.unsealedRows} 行` },
              { key: 'head', label: '链头', children: r.head ? `第${r.head.batch}批（序号${r.head.firstSeq}–${r.head.lastSeq}），封存于 ${formatTime(r.head.sealedAt)}` : '—' },
              { key: 'hash', label: '链头摘要（SM3）', children: r.head ? <code>{r.head.hash}</code> : '—' },
            ]}
          />
        </>
      )}
    </PageCard>
  );
}
