import { feeItemForm, feeParams, type EquipmentTypeCode, type FeeItem, type FeeItemForm } from '@portal/contract';
import { INSPECTION_KINDS, fenToYuan, MONEY_BOUNDS_YUAN, yuanToFen } from '@portal/contract/api/fee';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { App, Form, Input, InputNumber, Select, Space } from 'antd';
import { useSaveFeeItem } from '../../api/fee';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { choicesOf } from '../../components/choices';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { CatalogueSelect } from '../../components/equipment/catalogue-select';
import { ValidityFields } from './validity-fields';

export type FeeItemEditing = { mode: 'add' } | { mode: 'edit'; item: FeeItem } | null;

const rule = (name: keyof FeeItemForm) => fromObjectSchema(feeItemForm, name);

export const TYPE_OPTIONS = choicesOf(EQUIPMENT_TYPE_NAMES);
export const KIND_OPTIONS = choicesOf(INSPECTION_KINDS);

/** The parameters a fee can be banded by, as the server allows them. */
const bandParams = (typeCode: EquipmentTypeCode | undefined, catalogueCode: string | undefined) => (typeCode ? feeParams(typeCode, catalogueCode ?? '') : []);

/** Money is kept in fen and typed in yuan. */
const yuanProps = {
  getValueProps: (fen: unknown) => ({ value: typeof fen === 'number' ? Number(fenToYuan(fen)) : undefined }),
  normalize: (yuan: number | null) => (yuan === null || yuan === undefined ? undefined : yuanToFen(yuan)),
};

/** Adds a fee item or changes one; fees already set keep the amount they were set at. */
export function FeeItemDialog({ editing, onClose }: { editing: FeeItemEditing; onClose: () => void }) {
  const current = editing?.mode === 'edit' ? editing.item : null;
  const form = useFreshForm<FeeItemForm>(
    editing,
    current
      ? ({ ...current, typeCode: current.typeCode as EquipmentTypeCode, inspectionKind: current.inspectionKind as FeeItemForm['inspectionKind'] } satisfies FeeItemForm)
      : { catalogueCode: '', paramKey: '', inspectionKind: 'periodic', unitLabel: '台', validFrom: chinaToday(), validTo: '', basis: '' },
  );
  const { message } = App.useApp();
  const save = useSaveFeeItem();
  const typeCode = Form.useWatch('typeCode', form);
  const catalogueCode = Form.useWatch('catalogueCode', form);
  const paramKey = Form.useWatch('paramKey', form);
  const params = bandParams(typeCode, catalogueCode);
  const unit = params.find((p) => p.key === paramKey)?.unit;

  // A later choice can leave an earlier one meaningless: a variety of another category, a parameter it does not record.
  const typeChanged = () => form.setFieldsValue({ catalogueCode: '', paramKey: '', bandMin: null, bandMax: null });
  const catalogueChanged = (code: string) => {
    if (!bandParams(typeCode, code).some((p) => p.key === form.getFieldValue('paramKey'))) form.setFieldsValue({ paramKey: '', bandMin: null, bandMax: null });
  };

  return (
    <FormDialog
      open={!!editing}
      title={current ? '编辑收费项目' : '新增收费项目'}
      width={680}
      labelWidth={110}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        await save.mutateAsync({ ...v, id: current?.id, version: current?.version });
        message.success(`收费项目“${v.name}”已保存`);
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label="收费项目名称" required rules={[rule('name')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={100} placeholder="如 乘客电梯定期检验" />
      </Form.Item>
      <Form.Item name="typeCode" label="设备种类" required rules={[rule('typeCode')]}>
        <Select placeholder="请选择" options={TYPE_OPTIONS} style={{ width: 260 }} onChange={typeChanged} />
      </Form.Item>
      <Form.Item
        name="catalogueCode"
        label="设备品种"
        rules={[rule('catalogueCode')]}
        dependencies={['typeCode']}
        extra="不选则适用于该种类的全部设备；同一设备有品种项目时优先推荐品种项目"
        getValueProps={(v: string) => ({ value: v || undefined })}
      >
        {typeCode ? <CatalogueSelect typeCode={typeCode} onChange={catalogueChanged} /> : <Select disabled placeholder="请先选择设备种类" />}
      </Form.Item>
      <Form.Item name="inspectionKind" label="检验类别" required rules={[rule('inspectionKind')]}>
        <Select options={KIND_OPTIONS} style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="paramKey"
        label="计费参数"
        rules={[rule('paramKey')]}
        dependencies={['bandMin', 'bandMax']}
        extra="按层数、蒸发量等参数分档收费时选择；不选则不分档"
        // '' (no parameter) shows the placeholder, not an empty choice.
        getValueProps={(v: string) => ({ value: v || undefined })}
        normalize={(v?: string) => v ?? ''}
      >
        <Select
          allowClear
          placeholder={!typeCode ? '请先选择设备种类' : params.length ? '不分档' : '该种类（品种）没有可分档的参数'}
          disabled={!params.length}
          style={{ width: 260 }}
          options={params.map((p) => ({ value: p.key, label: p.unit ? `${p.label}（${p.unit}）` : p.label }))}
        />
      </Form.Item>
      {paramKey && (
        <Form.Item label="参数区间" required extra="下限 < 设备参数 ≤ 上限；留空的一端不设限">
          <Space>
            <Form.Item name="bandMin" noStyle rules={[rule('bandMin')]}>
              <InputNumber min={0} placeholder="下限" suffix={unit} style={{ width: 140 }} />
            </Form.Item>
            <span>至</span>
            <Form.Item name="bandMax" noStyle rules={[rule('bandMax')]} dependencies={['bandMin', 'paramKey']}>
              <InputNumber min={0} placeholder="上限" suffix={unit} style={{ width: 140 }} />
            </Form.Item>
          </Space>
        </Form.Item>
      )}
      <Form.Item label="收费标准" required>
        <Space>
          <Form.Item name="amountFen" noStyle rules={[rule('amountFen')]} {...yuanProps}>
            <InputNumber min={0.01} max={MONEY_BOUNDS_YUAN.feeItem} precision={2} placeholder="金额" suffix="元" style={{ width: 160 }} />
          </Form.Item>
          <span>/</span>
          <Form.Item name="unitLabel" noStyle rules={[rule('unitLabel')]}>
            <Input maxLength={10} placeholder="台" style={{ width: 80 }} />
          </Form.Item>
        </Space>
      </Form.Item>
      <ValidityFields rule={rule} />
      <Form.Item name="basis" label="收费依据" rules={[rule('basis')]}>
        <Input maxLength={200} placeholder="如 省物价局核定的收费标准文号" />
      </Form.Item>
    </FormDialog>
  );
}
