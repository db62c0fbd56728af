import type { EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES, EQUIPMENT_TYPES } from '@portal/contract/domain/codes';

import { ImportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useDictTree } from '../../../api/dict';
import { AuthButton } from '../../../components/auth-button';
import { PATHS } from '../../../routes/paths';

const TYPE_CODES = Object.values(EQUIPMENT_TYPES);

/** The nine categories as cards, each with its classes from the catalogue so people recognise theirs. */
export function TypePicker({ onPick }: { onPick: (typeCode: EquipmentTypeCode) => void }) {
  const navigate = useNavigate();
  const tree = useDictTree('equipment_catalogue').data ?? [];
  return (
    <div className="eqr-picker">
      <div className="eqr-picker-head">
        <span>请选择要登记的设备种类，随后填写该种类的设备信息和技术参数。</span>
        <AuthButton access="equipment.import" icon={<ImportOutlined />} onClick={() => void navigate(PATHS.equipmentImport)}>
          批量导入
        </AuthButton>
      </div>
      <div className="eqr-types">
        {TYPE_CODES.map((t) => (
          <button key={t} type="button" className="eqr-type-card" onClick={() => onPick(t)}>
            <span className="eqr-type-card-code">{t}</span>
            <strong>{EQUIPMENT_TYPE_NAMES[t]}</strong>
            <small>
              {t === '8000' && '按工程登记，逐条填写管道单元。'}
              {(tree.find((n) => n.value === t)?.children ?? []).map((c) => c.label).join('、')}
            </small>
          </button>
        ))}
      </div>
    </div>
  );
}
