import type { EquipmentTypeCode, InspectionItem } from '@portal/contract';

import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { DictLabel } from '../dict-label';
import { detailPath } from '../../routes/paths';

/** A device as an application lists it: picked from the unit's records or already on the application. */
export type ListedDevice = Pick<InspectionItem, 'equipmentId' | 'typeCode' | 'deviceCode' | 'certNo' | 'productName' | 'address' | 'needsLetter'> & {
  /** The application's line, once on an application (a declared device has no record id). */
  id?: string;
  dueDate: string | null;
  conclusion?: string;
  reportNo?: string;
  nextInspectionDate?: string;
};

/** 超期 beyond the rule: the regulator's opinion letter is needed (workflows.md §4). */
export const letterTag = (d: { needsLetter: boolean }) => (d.needsLetter ? <Tag color="error">超期，需监管部门意见书</Tag> : null);

/** The devices of an application; a row's extra cell is the page's (remove, conclude, report). */
export function InspectionItems({ devices, action, linkDevices = true }: { devices: ListedDevice[]; action?: (d: ListedDevice) => ReactNode; linkDevices?: boolean }) {
  const concluded = devices.some((d) => d.conclusion);
  return (
    <Table<ListedDevice>
      size="small"
      rowKey={(d) => d.id ?? d.equipmentId}
      pagination={false}
      scroll={{ x: 900 }}
      dataSource={devices}
      columns={[
        {
          key: 'productName',
          title: '设备名称',
          dataIndex: 'productName',
          width: 150,
          render: (v: string, d) => (linkDevices && d.equipmentId ? <a href={detailPath(d.typeCode as EquipmentTypeCode, d.equipmentId)}>{v}</a> : v),
        },
        { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 180, render: (v: string) => v || '—' },
        { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 150, render: (v: string) => v || '—' },
        { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
        {
          key: 'dueDate',
          title: '应检日期',
          dataIndex: 'dueDate',
          width: 190,
          render: (v: string | null, d) => (
            <>
              {v || '—'} {letterTag(d)}
            </>
          ),
        },
        ...(concluded
          ? [
              {
                key: 'conclusion',
                title: '检验结论',
                dataIndex: 'conclusion',
                width: 100,
                render: (v: string) => (v ? <DictLabel type="inspection_conclusion" value={v} /> : '—'),
              },
              { key: 'next', title: '下次检验日期', dataIndex: 'nextInspectionDate', width: 120, render: (v: string) => v || '—' },
            ]
          : []),
        ...(action ? [{ key: 'action', title: '操作', width: 150, render: (_: unknown, d: ListedDevice) => action(d) }] : []),
      ]}
    />
  );
}
