import type { LicenceItemEntry, LicenceRecord, UnitLicenceView } from '@portal/contract';
import { LICENCE_FLOW } from '@portal/contract/api/licence';
import { levelOf, licenceItemText } from '@portal/contract/domain/licences';

import { App, Button, Descriptions, Empty, Popconfirm, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useWithdrawLicence } from '../../api/licence';
import { FlowLogLink } from '../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { StateTag } from '../../components/state-tag';
import { validityTag } from './licence-fields';
import { LicenceFormModal } from './licence-form';

/** The items as the licence reads them, each with what its level allows. */
function Items({ items }: { items: readonly LicenceItemEntry[] }) {
  return (
    <ul className="licence-items-list">
      {items.map((e) => (
        <li key={e.item}>
          {licenceItemText(e.item, e.level)}
          <span className="licence-item-scope">{levelOf(e.item, e.level)?.scope}</span>
        </li>
      ))}
    </ul>
  );
}

function Current({ licence, valid }: { licence: LicenceRecord; valid: boolean }) {
  const tag = validityTag(licence, valid);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      styles={{ label: { width: 130 } }}
      items={[
        { key: 'no', label: '许可证编号', children: licence.licenceNo },
        { key: 'issuer', label: '发证机关', children: licence.issuer },
        {
          key: 'validity',
          label: '有效期',
          span: 'filled',
          children: (
            <span className="licence-validity">
              {licence.validFrom} 至 {licence.validTo}
              <Tag color={tag.color}>{tag.text}</Tag>
            </span>
          ),
        },
        { key: 'items', label: '许可项目', span: 'filled', children: <Items items={licence.items} /> },
        {
          key: 'review',
          label: '审核',
          span: 'filled',
          children: (
            <span className="licence-review-line">
              {licence.reviewerName} 于 {formatTime(licence.reviewedAt)} 审核通过
              <FlowLogLink kind="licence" id={licence.id} />
            </span>
          ),
        },
      ]}
    />
  );
}

/** The filing after the licence in force: waiting (it can be taken back), refused with its reason, or taken back. */
function Latest({ filing, canWithdraw }: { filing: LicenceRecord; canWithdraw: boolean }) {
  const { message } = App.useApp();
  const withdraw = useWithdrawLicence();
  const pending = filing.state === 'pending';
  return (
    <section className={`licence-latest licence-latest-${filing.state}`} aria-label="最近一次许可申报">
      <div className="licence-latest-body">
        <div className="unit-pending-head">
          <strong>{pending ? '许可申报审核中' : '最近一次许可申报'}</strong>
          <StateTag flow={LICENCE_FLOW} state={filing.state} />
          <FlowLogLink kind="licence" id={filing.id} />
        </div>
        <p className="unit-pending-note">
          {filing.createdByName} 于 {formatTime(filing.createdAt)} 提交：许可证编号 {filing.licenceNo}，有效期 {filing.validFrom} 至 {filing.validTo}
          {pending && '；登记机关审核通过后生效，审核期间仍以原许可为准'}
        </p>
        <Items items={filing.items} />
        {filing.state === 'rejected' && (
          <p className="licence-opinion">
            驳回原因：{filing.opinion}（{filing.reviewerName}，{formatTime(filing.reviewedAt)}）
          </p>
        )}
        {filing.state === 'approved' && filing.opinion && <p className="licence-opinion">审核意见：{filing.opinion}</p>}
      </div>
      {pending && canWithdraw && (
        <Popconfirm
          title="撤回许可申报"
          description="撤回后本次申报作废，如需申报请重新提交。"
          okText="撤回"
          cancelText="取消"
          // eslint-disable-next-line @typescript-eslint/no-misused-promises -- antd's Popconfirm awaits a returned promise (its OK button spins and the popup stays until it settles), though its type says void
          onConfirm={() =>
            withdraw.mutateAsync({ id: filing.id, version: filing.version }).then(
              () => void message.success('许可申报已撤回'),
              () => undefined,
            )
          }
        >
          <Button loading={withdraw.isPending}>撤回</Button>
        </Popconfirm>
      )}
    </section>
  );
}

/**
 * 安装改造修理许可 on the unit's page: the licence in force, a later filing, and the way to file one (the main account);
 * the registry of the unit's area approves it before construction notices can rest on it.
 */
export function LicenceCard({ view, unitId, canFile }: { view: UnitLicenceView; unitId: string; canFile: boolean }) {
  const [open, setOpen] = useState(false);
  const { current, latest } = view;
  const pending = latest?.state === 'pending';
  // A refused or withdrawn filing is the best start for the next; otherwise the licence in force.
  const from = latest && !pending ? latest : current;
  const fileButton = canFile && (
    <Tooltip title={pending ? '已有许可申报在审核中，审核完成或撤回后可再次申报' : undefined}>
      <Button type="primary" disabled={pending} onClick={() => setOpen(true)}>
        {current ? '申报变更' : '申报许可'}
      </Button>
    </Tooltip>
  );

  return (
    <PageCard title="安装改造修理许可" note="特种设备安装、改造、修理许可证信息，经所在地登记机关审核通过后生效，办理施工告知时据此核对许可项目和有效期。" extra={fileButton}>
      <div className="licence-card">
        {current ? <Current licence={current} valid={view.valid} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="尚无审核通过的安装改造修理许可" />}
        {latest && <Latest filing={latest} canWithdraw={canFile} />}
      </div>
      {canFile && <LicenceFormModal key={`${from?.id ?? 'new'}#${from?.version ?? 0}`} open={open} unitId={unitId} change={!!current} from={from} onClose={() => setOpen(false)} />}
    </PageCard>
  );
}
