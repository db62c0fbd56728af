import type { UnitProfile } from '@portal/contract';
import { UNIT_FIELD_LABELS } from '@portal/contract/api/unit';
import { Descriptions } from 'antd';
import { AreaLabel } from '../../components/area-cascader';
import { DictLabel } from '../../components/dict-label';

type Field = keyof typeof UNIT_FIELD_LABELS;

const show = (unit: UnitProfile, f: Field) =>
  f === 'unitType' ? <DictLabel type="unit_type" value={unit.unitType} /> : f === 'areaCode' ? <AreaLabel code={unit.areaCode} /> : unit[f] || '未填写';

/** A unit's record as the reviewer reads it beside the request. */
export function UnitSummary({ unit }: { unit: UnitProfile }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      styles={{ label: { width: 150, whiteSpace: 'nowrap' } }}
      items={(Object.keys(UNIT_FIELD_LABELS) as Field[]).map((f) => ({ key: f, label: UNIT_FIELD_LABELS[f], children: show(unit, f) }))}
    />
  );
}
