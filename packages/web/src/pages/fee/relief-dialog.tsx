import { reliefPolicyForm, type ReliefPolicy, type ReliefPolicyForm } from '@portal/contract';
import { fenToYuan, MONEY_BOUNDS_YUAN, RELIEF_RULES, yuanToFen } from '@portal/contract/api/fee';

import { App, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useSaveReliefPolicy } from '../../api/fee';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { choicesOf } from '../../components/choices';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { KIND_OPTIONS, TYPE_OPTIONS } from './fee-item-dialog';
import { ValidityFields } from './validity-fields';

export type ReliefEditing = { mode: 'add' } | { mode: 'edit'; policy: ReliefPolicy } | null;

const rule = (name: keyof ReliefPolicyForm) => fromObjectSchema(reliefPolicyForm, name);

/** A fixed relief is kept in fen and typed in yuan. */
const yuanProps = {
  getValueProps: (fen: unknown) => ({ value: typeof fen === 'number' && fen > 0 ? Number(fenToYuan(fen)) : undefined }),
  normalize: (yuan: number | null) => (yuan === null || yuan === undefined ? 0 : yuanToFen(yuan)),
};

/** Adds a relief policy or changes one; fees already set keep the relief they were set with. */
export function ReliefDialog({ editing, onClose }: { editing: ReliefEditing; onClose: () => void }) {
  const current = editing?.mode === 'edit' ? editing.policy : null;
  const form = useFreshForm<ReliefPolicyForm>(
    editing,
    current
      ? ({
          ...current,
          typeCodes: current.typeCodes as ReliefPolicyForm['typeCodes'],
          inspectionKinds: current.inspectionKinds as ReliefPolicyForm['inspectionKinds'],
        } satisfies ReliefPolicyForm)
      : { typeCodes: [], inspectionKinds: [], rule: 'percent', value: 0, validFrom: chinaToday(), validTo: '' },
  );
  const { message } = App.useApp();
  const save = useSaveReliefPolicy();
  const ruleOf = Form.useWatch('rule', form);

  return (
    <FormDialog
      open={!!editing}
      title={current ? '编辑减免政策' : '新增减免政策'}
      width={660}
      labelWidth={100}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        await save.mutateAsync({ ...v, id: current?.id, version: current?.version });
        message.success(`减免政策“${v.name}”已保存`);
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label="政策名称" required rules={[rule('name')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={100} placeholder="如 小微企业检验费减半" />
      </Form.Item>
      <Form.Item name="basis" label="政策依据" required rules={[rule('basis')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={200} placeholder="文件名称及文号" />
      </Form.Item>
      <Form.Item name="typeCodes" label="适用设备" rules={[rule('typeCodes')]} extra="不选则适用于全部设备种类">
        <Select mode="multiple" allowClear placeholder="全部设备种类" options={TYPE_OPTIONS} />
      </Form.Item>
      <Form.Item name="inspectionKinds" label="适用检验类别" rules={[rule('inspectionKinds')]} extra="不选则适用于全部检验类别">
        <Select mode="multiple" allowClear placeholder="全部检验类别" options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="condition"
        label="适用条件"
        required
        rules={[rule('condition')]}
        validateDebounce={VALIDATE_DELAY}
        extra="核定费用时显示给检验人员，由其核实申请单位是否符合"
      >
        <Input.TextArea rows={2} maxLength={200} showCount placeholder="如 经认定的小微企业、个体工商户" />
      </Form.Item>
      <Form.Item name="rule" label="减免方式" required rules={[rule('rule')]}>
        <Radio.Group
          options={choicesOf(RELIEF_RULES)}
          // The amount means something else under each rule.
          onChange={() => form.setFieldsValue({ value: 0 })}
        />
      </Form.Item>
      {ruleOf === 'percent' && (
        <Form.Item name="value" label="减免比例" required rules={[rule('value')]} dependencies={['rule']}>
          <InputNumber min={1} max={100} precision={0} suffix="%" style={{ width: 140 }} />
        </Form.Item>
      )}
      {ruleOf === 'fixed' && (
        <Form.Item name="value" label="减免金额" required rules={[rule('value')]} dependencies={['rule']} extra="每台设备减免的金额，不超过其收费标准" {...yuanProps}>
          <InputNumber min={0.01} max={MONEY_BOUNDS_YUAN.relief} precision={2} suffix="元/台" style={{ width: 180 }} />
        </Form.Item>
      )}
      <ValidityFields rule={rule} />
    </FormDialog>
  );
}
