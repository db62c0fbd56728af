import type { MfgCategory, MfgRecord } from '@portal/contract';
import { MFG_CATEGORIES, MFG_CONCLUSIONS, MFG_FLOW, mfgParamRows } from '@portal/contract/api/manufacture';

import { Tag } from 'antd';
import { formatTime } from '../../components/format';
import type { ReviewSection } from '../../components/review/review-detail';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';

/** The caller's side: the manufacturer files, the inspection body audits; other roles have no part in this. */
export function useMfgSide(): 'maker' | 'body' | null {
  const roleType = useSession((s) => s.user?.currentRole.roleType);
  return roleType === 'manufacture' ? 'maker' : roleType === 'inspect' ? 'body' : null;
}

/** Each kind's list page, for links back from a submission. */
export const LIST_OF: Record<MfgCategory, string> = { '2000': PATHS.mfgVessel, '1000': PATHS.mfgBoiler, '7000': PATHS.mfgPipeline };

export const MfgStateTag = ({ record: r }: { record: Pick<MfgRecord, 'state'> }) => <StateTag flow={MFG_FLOW} state={r.state} />;

export function ConclusionTag({ record: r }: { record: Pick<MfgRecord, 'conclusion'> }) {
  if (!r.conclusion) return <>—</>;
  return <Tag color={r.conclusion === 'pass' ? 'success' : 'error'}>{MFG_CONCLUSIONS[r.conclusion]}</Tag>;
}

/** A submission as both sides read it: the product, its parameters, the parties and where it stands. */
export function mfgSections(r: MfgRecord): ReviewSection[] {
  return [
    {
      title: '产品信息',
      fields: [
        { label: '申请编号', value: r.applyNo },
        { label: '设备种类', value: MFG_CATEGORIES[r.typeCode] },
        { label: '设备品种', value: r.varietyName },
        { label: '产品名称', value: r.productName },
        { label: '型号（规格）', value: r.model },
        { label: '产品编号', value: r.productNo },
        { label: '批号', value: r.batchNo || '—' },
        { label: '主体材料', value: r.material },
        { label: '设计单位', value: r.designUnit },
        { label: '设计图号', value: r.drawingNo },
        { label: '制造许可证编号', value: r.licenceNo },
      ],
    },
    { title: '设计参数', fields: mfgParamRows(r.typeCode, r.params).map(([label, value]) => ({ label, value: value || '—' })) },
    {
      title: '申请单位与监检机构',
      fields: [
        { label: '制造单位', value: `${r.unitName}（${r.unitUscc}）`, span: 2 },
        { label: '监检机构', value: r.orgName, span: 2 },
        { label: '联系人', value: r.contact },
        { label: '联系人手机', value: r.contactMobile },
        { label: '备注', value: r.remark || '—', span: 2 },
      ],
    },
    {
      title: '监检进度与结果',
      fields: [
        { label: '状态', value: <MfgStateTag record={r} /> },
        { label: '提交时间', value: formatTime(r.submittedAt) || '—' },
        { label: '受理时间', value: formatTime(r.acceptedAt) || '—' },
        ...(r.state === 'returned' ? [{ label: '退回原因', value: r.opinion }] : []),
        { label: '监检结论', value: <ConclusionTag record={r} /> },
        { label: '监检日期', value: r.inspectionDate || '—' },
        { label: '监检人员', value: r.inspectorName || '—' },
        ...(r.resultRemark ? [{ label: '结果说明', value: r.resultRemark }] : []),
        { label: '证书编号', value: r.certNo || '—' },
        { label: '发证时间', value: formatTime(r.certifiedAt) || '—' },
      ],
    },
  ];
}
