import type { EquipmentListKind, EquipmentRow } from '@portal/contract';
import { EQUIPMENT_LISTS, LOAD_TEST_INTERVAL_YEARS } from '@portal/contract/api/equipment';

import { Space } from 'antd';
import { useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { estimateExportBytes, exportUrl, useEquipmentPage } from '../../../api/equipment';
import { AddButton } from '../../../components/add-button';
import { ExportButton } from '../../../components/export-button';
import { PageCard } from '../../../components/page-card';
import { SearchTable } from '../../../components/search-table/search-table';
import { useSearchTable } from '../../../components/search-table/use-search-table';
import { detailPath, PATHS } from '../../../routes/paths';
import { useAccess, useSession } from '../../../state/session-store';
import { tabsActions } from '../../../state/tabs-store';
import { useListColumns } from './list-columns';
import { listFields } from './list-fields';
import { blankFilters, DEFAULT_SORT, listAddress, parseListAddress, toFindInput, type EquipmentFilters, type EquipmentSortField } from './list-query';
import './list-pages.css';

const NOTES: Record<EquipmentListKind, string> = {
  comprehensive: '可查看的全部设备，可按种类、代码、状态、区域和检验日期组合查询。',
  timeout: '在用设备中下次检验日期已过或未填写的，请尽快申报定期检验；尚未投入使用、还没有下次检验日期的新设备为待首检，不在此列。',
  fault: '最近一次检验结论为不合格、尚未复检合格的在用设备。',
  nonUse: '使用状态为停用的设备。',
  aboutExpire: '在用设备中下次检验日期在所填天数内到期的，请提前申报检验。',
  payloadTime: `电梯和起重机械中，上次载荷试验已满${LOAD_TEST_INTERVAL_YEARS}年或未做过载荷试验的在用设备。`,
  pressurePiping: '压力管道和压力管道元件。',
  fieldVehicle: '本单位的叉车、观光车等场（厂）内专用机动车辆：厂车牌照在办理使用登记时核发；新车须经首次检验合格并办理使用登记后方可使用。',
};

const EMPTY: Record<EquipmentListKind, string> = {
  comprehensive: '没有符合条件的设备',
  timeout: '没有超期未检的设备',
  fault: '没有检验不合格的设备',
  nonUse: '没有停用的设备',
  aboutExpire: '所选天数内没有即将到期的设备',
  payloadTime: '没有载荷试验到期的设备',
  pressurePiping: '没有符合条件的压力管道',
  fieldVehicle: '没有场（厂）内专用机动车辆',
};

/**
 * One of the spec §2 query lists. Its filters live in its address, so a link opens it filtered and a
 * reload keeps them; a new search moves the page (and its tab) to the new address.
 */
function EquipmentListPage({ kind }: { kind: EquipmentListKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  // A kept-alive tab's useLocation() follows the shown tab; the address it opened with is its own.
  const [own] = useState(() => ({ path: location.pathname, key: location.pathname + location.search, ...parseListAddress(location.search, kind) }));
  const manyUnits = useSession((s) => ['admin', 'inspect'].includes(s.user?.currentRole.roleType ?? ''));

  const table = useSearchTable<EquipmentFilters, EquipmentSortField>({
    initial: own.filters,
    blank: blankFilters(kind),
    defaultSort: DEFAULT_SORT,
    initialSort: own.sort,
    onSearch: (f, sort) => {
      const q = listAddress(kind, f, sort);
      const to = q ? `${own.path}?${q}` : own.path;
      if (to === own.key) return;
      tabsActions.rename(own.key, to);
      void navigate(to, { replace: true });
    },
  });
  const input = toFindInput(kind, table.filters, table, table.sort);
  const result = useEquipmentPage(input);
  const open = (r: EquipmentRow) => void navigate(detailPath(r.typeCode, r.id));
  const columns = useListColumns({ kind, manyUnits, onOpen: open, onRegister: (r) => void navigate(`${PATHS.useRecordApply}?equipmentId=${encodeURIComponent(r.id)}`) });
  const mayAdd = useAccess('equipment.add');

  return (
    <PageCard title={EQUIPMENT_LISTS[kind]} note={NOTES[kind]}>
      <SearchTable<EquipmentRow, EquipmentFilters, EquipmentSortField>
        table={table}
        result={result}
        fields={listFields(kind)}
        columns={columns}
        rowKey="id"
        empty={EMPTY[kind]}
        settingsKey={`equipment.${kind}`}
        formName={`equipment-${kind}`}
        labelWidth={100}
        totalText={(n) => `共 ${n} 台设备`}
        toolbar={
          <Space>
            {kind === 'fieldVehicle' && mayAdd && <AddButton onClick={() => void navigate(`${PATHS.deviceForm}?mode=add&typeCode=5000`)}>新增厂车</AddButton>}
            <ExportButton access="equipment.export" url={() => exportUrl(input)} fallbackName={`${EQUIPMENT_LISTS[kind]}.xlsx`} estimateBytes={estimateExportBytes} />
          </Space>
        }
        tableProps={{ scroll: { x: 'max-content' }, onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      />
    </PageCard>
  );
}

const page = (kind: EquipmentListKind): ComponentType => {
  const Page = () => <EquipmentListPage kind={kind} />;
  Page.displayName = `EquipmentList(${kind})`;
  return Page;
};

/** The route table's entries, one per list. */
export const LIST_PAGES: Record<EquipmentListKind, ComponentType> = {
  comprehensive: page('comprehensive'),
  timeout: page('timeout'),
  fault: page('fault'),
  nonUse: page('nonUse'),
  aboutExpire: page('aboutExpire'),
  payloadTime: page('payloadTime'),
  pressurePiping: page('pressurePiping'),
  fieldVehicle: page('fieldVehicle'),
};
