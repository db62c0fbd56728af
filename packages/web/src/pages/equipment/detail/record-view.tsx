import type { EquipmentDetail } from '@portal/contract';
import { EQUIPMENT_FIELD_LABELS } from '@portal/contract/api/equipment';

import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { paramsFor, type ParamDef } from '@portal/contract/domain/equipment-params';

import { Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { AreaLabel } from '../../../components/area-cascader';
import { DictLabel } from '../../../components/dict-label';
import '../../../components/form-section.css';
import { CatalogueLabel } from '../../../components/equipment/catalogue-select';
import { RowsTable, tableFooter, useRowPaging } from '../record/param-field';
import type { ParamRow } from '../record/param-rules';
import { fieldsFor, RECORD_SECTIONS, type FieldSpec } from '../record/record-fields';

const EMPTY = <span className="field-empty">未填写</span>;
const LABEL_STYLE = { label: { width: 150 } };

function fieldValue(r: EquipmentDetail, f: FieldSpec): ReactNode {
  const v = String(r[f.name] ?? '');
  if (!v) return EMPTY;
  if (f.kind === 'catalogue') return <CatalogueLabel typeCode={r.typeCode} code={v} />;
  if (f.kind === 'area') return <AreaLabel code={v} />;
  if (f.kind === 'dict') return <DictLabel type={f.dict!} value={v} />;
  return v;
}

/** Every common field of a record in the form's groups, with the category and the owning unit first. */
export function RecordView({ record }: { record: EquipmentDetail }) {
  return (
    <div className="field-groups">
      {RECORD_SECTIONS.map((s, i) => {
        const items: DescriptionsProps['items'] = fieldsFor(s.fields, record.typeCode).map((f) => ({
          key: f.name,
          label: EQUIPMENT_FIELD_LABELS[f.name],
          span: f.wide ? 'filled' : 1,
          children: fieldValue(record, f),
        }));
        if (i === 0) items.unshift({ key: 'typeCode', label: EQUIPMENT_FIELD_LABELS.typeCode, children: `${EQUIPMENT_TYPE_NAMES[record.typeCode]}（${record.typeCode}）` });
        if (i === 1) items.unshift({ key: 'unitName', label: '使用单位', children: record.unitName || EMPTY });
        return <Descriptions key={s.title} title={s.title} bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} styles={LABEL_STYLE} items={items} />;
      })}
    </div>
  );
}

function ParamTable({ def, rows }: { def: ParamDef; rows: readonly ParamRow[] }) {
  const paging = useRowPaging();
  const footer = tableFooter(def);
  return (
    <section className="eqd-table" aria-label={def.label}>
      <div className="eqd-table-head">
        <strong>{def.label}</strong>
        <span>共 {rows.length} 行</span>
        {footer?.(rows)}
      </div>
      <RowsTable def={def} rows={rows} paging={paging} />
    </section>
  );
}

const scalarText = (def: ParamDef, v: unknown): ReactNode => {
  if (typeof v !== 'string' || !v) return EMPTY;
  return def.unit ? `${v} ${def.unit}` : v;
};

/** The technical parameters of the record's catalogue code; table parameters as tables. */
export function ParamsView({ record }: { record: EquipmentDetail }) {
  const defs = paramsFor(record.typeCode, record.catalogueCode);
  const scalars = defs.filter((d) => d.type !== 'rows');
  const tables = defs.filter((d) => d.type === 'rows');
  return (
    <div className="field-groups">
      {scalars.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          styles={LABEL_STYLE}
          items={scalars.map((d) => ({ key: d.key, label: d.label, children: scalarText(d, record.params[d.key]) }))}
        />
      )}
      {tables.map((d) => (
        <ParamTable key={d.key} def={d} rows={Array.isArray(record.params[d.key]) ? (record.params[d.key] as ParamRow[]) : []} />
      ))}
    </div>
  );
}
