import type { UnitProfile } from '@portal/contract';
import { UNIT_FIELD_LABELS } from '@portal/contract/api/unit';

import { Descriptions } from 'antd';
import { AreaLabel } from '../../components/area-cascader';
import { DictLabel } from '../../components/dict-label';
import '../../components/form-section.css';
import { UNIT_SECTIONS, type UnitField } from './unit-fields';

function value(unit: UnitProfile, field: UnitField) {
  if (field === 'unitType') return <DictLabel type="unit_type" value={unit.unitType} />;
  if (field === 'areaCode') return <AreaLabel code={unit.areaCode} />;
  return unit[field] || <span className="field-empty">未填写</span>;
}

/** The record for reading: accounts that may not edit it, and reviewers. */
export function UnitView({ unit }: { unit: UnitProfile }) {
  return (
    <div className="field-groups unit-view">
      {UNIT_SECTIONS.map((s) => (
        <Descriptions
          key={s.title}
          title={s.title}
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          styles={{ label: { width: 150 } }}
          items={s.fields.map((f) => ({ key: f.name, label: UNIT_FIELD_LABELS[f.name], span: f.wide ? 'filled' : 1, children: value(unit, f.name) }))}
        />
      ))}
    </div>
  );
}
