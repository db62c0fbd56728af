import type { FieldChange } from '@portal/contract';
import { ArrowRightOutlined } from '@ant-design/icons';
import './field-changes.css';

/** Each changed field: its name, the old value struck through, the new one. */
export function FieldChanges({ changes }: { changes: readonly FieldChange[] }) {
  return (
    <dl className="field-changes">
      {changes.map((c) => (
        <div key={c.field} className="field-change">
          <dt>{c.label}</dt>
          <dd>
            <del className="field-from">{c.from || '（空）'}</del>
            <ArrowRightOutlined className="field-arrow" aria-label="改为" />
            <ins className="field-to">{c.to || '（空）'}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
