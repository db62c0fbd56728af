import type { LicenceItemEntry, LicenceRecord, LicenceReview, UnitProfile } from '@portal/contract';
import { LICENCE_FLOW, LICENCE_SCAN_KIND } from '@portal/contract/api/licence';
import { UNIT_FIELD_LABELS } from '@portal/contract/api/unit';
import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';
import { levelOf, licenceItemText } from '@portal/contract/domain/licences';

import { Tag } from 'antd';
import { useAuditLicence, useLicenceForReview, useLicenceQueue } from '../../api/licence';
import { AreaLabel } from '../../components/area-cascader';
import { DictLabel } from '../../components/dict-label';
import { chinaToday, formatTime } from '../../components/format';
import { EvidenceFiles } from '../../components/review/evidence-files';
import { ReviewDetail, type ReviewField, type ReviewSection } from '../../components/review/review-detail';
import { ReviewDrawer } from '../../components/review/review-drawer';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';

const itemsText = (items: readonly LicenceItemEntry[]) => items.map((e) => licenceItemText(e.item, e.level)).join('、');

const COLUMNS: SearchColumn<LicenceRecord>[] = [
  { key: 'unitName', title: '施工单位', dataIndex: 'unitName', width: 220, ellipsis: true },
  { key: 'licenceNo', title: '许可证编号', dataIndex: 'licenceNo', width: 150 },
  { key: 'items', title: '许可项目', ellipsis: true, render: (_, r) => itemsText(r.items) },
  { key: 'validTo', title: '有效期至', dataIndex: 'validTo', width: 110 },
  { key: 'createdAt', title: '提交时间', dataIndex: 'createdAt', width: 160, render: (v: string) => formatTime(v) },
];

/** The scan a filing rests on, by its kind's name. */
const EVIDENCE = { [LICENCE_SCAN_KIND]: ATTACHMENT_BIZ_TYPES.licence.kinds[LICENCE_SCAN_KIND] };

/** The unit's record as the reviewer checks the licence against it: its name, code, type, place and contacts. */
const UNIT_FIELDS = ['orgname', 'uscc', 'unitType', 'areaCode', 'address', 'legalPerson', 'contactPerson', 'contactMobile'] as const satisfies ReadonlyArray<keyof UnitProfile>;

const unitValue = (unit: UnitProfile, f: (typeof UNIT_FIELDS)[number]) =>
  f === 'unitType' ? <DictLabel type="unit_type" value={unit.unitType} /> : f === 'areaCode' ? <AreaLabel code={unit.areaCode} /> : unit[f] || '未填写';

/** What the reviewer reads: the licence as filed, its items with what each level allows, and the unit. */
export function licenceSections({ licence: l, unit }: LicenceReview, today = chinaToday()): ReviewSection[] {
  const expired = l.validTo < today;
  const fields: ReviewField[] = [
    { label: '许可证编号', value: l.licenceNo },
    { label: '发证机关', value: l.issuer },
    {
      label: '有效期',
      value: (
        <>
          {l.validFrom} 至 {l.validTo}
          {expired && (
            <Tag color="error" style={{ marginLeft: 8 }}>
              已过期
            </Tag>
          )}
        </>
      ),
      span: 2,
    },
    {
      label: '许可项目',
      span: 2,
      value: (
        <ul className="licence-review-items">
          {l.items.map((e) => (
            <li key={e.item}>
              {licenceItemText(e.item, e.level)}（{levelOf(e.item, e.level)?.scope ?? '未知级别'}）
            </li>
          ))}
        </ul>
      ),
    },
    { label: '申报人', value: l.createdByName },
    { label: '提交时间', value: formatTime(l.createdAt) },
  ];
  return [
    { title: '申报的许可', fields },
    { title: '施工单位', fields: UNIT_FIELDS.map((f) => ({ label: UNIT_FIELD_LABELS[f], value: unitValue(unit, f), span: f === 'address' ? 2 : undefined })) },
  ];
}

/** One filing in a drawer over the queue: the licence as filed, the unit, the scan, the decision and the flow log. */
function LicenceReviewDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useLicenceForReview(id);
  const audit = useAuditLicence();
  const r = query.data;
  return (
    <ReviewDrawer open={!!id} title="施工许可审核" size={880} flow={LICENCE_FLOW} state={r?.licence.state} onClose={onClose}>
      {r && (
        <ReviewDetail
          flow={LICENCE_FLOW}
          flowLog="licence"
          record={r.licence}
          sections={licenceSections(r)}
          material={{ title: '许可证扫描件', content: <EvidenceFiles files={r.evidence} kinds={EVIDENCE} /> }}
          actions={['approve', 'reject']}
          confirm={{ approve: `审核通过后，该许可成为“${r.licence.unitName}”的安装改造修理许可，施工告知据此核对许可项目，并通知申报单位。确定审核通过吗？` }}
          reasonExample="许可证编号与许可公示信息不一致，请核对后重新申报"
          notice="申报单位会在消息中心收到通知"
          onDecide={(action, opinion) => audit.mutateAsync({ id: r.licence.id, action, opinion, version: r.licence.version })}
          onDecided={onClose}
        />
      )}
    </ReviewDrawer>
  );
}

/** 登记审核 › 施工许可审核: construction units' licences filed in the registry's areas, to approve or refuse with a reason. */
export default function LicenceCheckPage() {
  return (
    <ReviewQueuePage
      title="施工许可审核"
      note="核对许可证编号、发证机关、有效期和许可项目与扫描件及许可公示信息是否一致；审核通过后施工单位可据此办理施工告知。"
      flow={LICENCE_FLOW}
      useList={useLicenceQueue}
      columns={COLUMNS}
      keywordHint="施工单位名称或许可证编号"
      empty="暂无许可申报"
      review={LicenceReviewDrawer}
    />
  );
}
