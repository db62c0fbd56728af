import type { ConstructionRecord, EquipmentTypeCode } from '@portal/contract';
import { WORK_TYPES, levelOf, licenceItemText } from '@portal/contract/domain/licences';

import { Table } from 'antd';
import { AreaLabel } from '../area-cascader';
import { formatTime } from '../format';
import type { ReviewSection } from '../review/review-detail';
import { detailPath } from '../../routes/paths';
import { CatalogueLabel } from '../equipment/catalogue-select';

const or = (v: string) => v || '—';

/** The devices a notice names; once received, each links to the use unit's record of it (for those who may open it). */
export function ConstructionItems({ record, linkDevices }: { record: ConstructionRecord; linkDevices: boolean }) {
  const limit = levelOf(record.licenceItem, record.licenceLevel)?.limit;
  return (
    <Table
      size="small"
      rowKey={(i) => `${i.deviceCode}-${i.productNo}`}
      pagination={false}
      scroll={{ x: 900 }}
      dataSource={record.items}
      columns={[
        {
          key: 'productName',
          title: '设备名称',
          dataIndex: 'productName',
          width: 140,
          render: (v: string, i) => (linkDevices && i.equipmentId ? <a href={detailPath(record.typeCode as EquipmentTypeCode, i.equipmentId)}>{v}</a> : v),
        },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 180, render: (v: string) => or(v) },
        { key: 'model', title: '型号（规格）', dataIndex: 'model', width: 130 },
        { key: 'productNo', title: '产品编号', dataIndex: 'productNo', width: 130 },
        { key: 'manufacturer', title: '制造单位', dataIndex: 'manufacturer', ellipsis: true },
        { key: 'manufactureDate', title: '制造日期', dataIndex: 'manufactureDate', width: 110 },
        ...(limit ? [{ key: 'levelValue', title: `${limit.label}（${limit.unit}）`, dataIndex: 'levelValue', width: 130 }] : []),
      ]}
    />
  );
}

/** A notice as the construction unit, the use unit and the registry read it. */
export function constructionSections(r: ConstructionRecord, linkDevices = false): ReviewSection[] {
  return [
    {
      title: '告知信息',
      fields: [
        { label: '告知编号', value: r.noticeNo || '登记机关接收后生成' },
        { label: '申请编号', value: r.applyNo },
        { label: '施工类别', value: WORK_TYPES[r.workType] },
        { label: '登记机关', value: r.registryName },
        { label: '提交时间', value: r.submittedAt ? formatTime(r.submittedAt) : '尚未提交' },
        { label: '接收时间', value: r.receivedAt ? formatTime(r.receivedAt) : '—' },
        ...(r.completionDate ? [{ label: '竣工日期', value: r.completionDate }] : []),
        ...(r.cancelReason ? [{ label: '作废原因', value: r.cancelReason, span: 2 }] : []),
      ],
    },
    {
      title: '施工单位',
      fields: [
        { label: '施工单位', value: r.unitName },
        { label: '统一社会信用代码', value: r.unitUscc },
        { label: '许可证编号', value: r.licenceNo },
        { label: '许可证有效期至', value: r.licenceValidTo },
        { label: '许可项目及级别', value: licenceItemText(r.licenceItem, r.licenceLevel), span: 2 },
        { label: '施工现场负责人', value: r.siteManager },
        { label: '负责人手机', value: r.siteManagerMobile },
      ],
    },
    {
      title: '使用单位与施工安排',
      fields: [
        { label: '使用单位', value: r.useUnitName },
        { label: '统一社会信用代码', value: r.useUscc },
        { label: '设备使用地点', value: <AreaLabel code={r.areaCode} /> },
        { label: '详细地址', value: r.address },
        { label: '计划开工日期', value: r.plannedStart },
        { label: '计划竣工日期', value: r.plannedEnd },
        { label: '监督检验机构', value: r.supervisionBody },
        { label: '设备品种', value: <CatalogueLabel typeCode={r.typeCode as EquipmentTypeCode} code={r.catalogueCode} /> },
        ...(r.remark ? [{ label: '备注', value: r.remark, span: 2 }] : []),
      ],
    },
    { title: `施工设备（${r.items.length}台）`, content: <ConstructionItems record={r} linkDevices={linkDevices} /> },
  ];
}
