import type { DictItem, DictNode, DictTypeInfo } from '@portal/contract';
import { saveDictInput } from '@portal/contract/api/dict';

import { App, Form, Input, InputNumber, TreeSelect } from 'antd';
import { useDictTree, useSaveDictItem } from '../../api/dict';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';

interface Values {
  value: string;
  label: string;
  parentValue?: string;
  sort: number;
  remark: string;
}

type Editing = { mode: 'add'; parentValue: string } | { mode: 'edit'; item: DictItem } | null;

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

const toOptions = (nodes: readonly DictNode[]): TreeOption[] =>
  nodes.map((n) => ({ value: n.value, title: `${n.label}（${n.value}）`, children: n.children && toOptions(n.children) }));

const rule = (field: keyof typeof saveDictInput.shape) => fromSchema(saveDictInput.shape[field]);

/** Adds an item, or edits its name, parent, order and remark; the value itself is fixed once created. */
export function DictItemDialog({ info, editing, onClose }: { info: DictTypeInfo; editing: Editing; onClose: () => void }) {
  const item = editing?.mode === 'edit' ? editing.item : null;
  const form = useFreshForm<Values>(
    editing,
    item
      ? { value: item.value, label: item.label, parentValue: item.parentValue || undefined, sort: item.sort, remark: item.remark }
      : { parentValue: (editing?.mode === 'add' && editing.parentValue) || undefined, sort: 0, remark: '' },
  );
  const { message } = App.useApp();
  const save = useSaveDictItem();
  const tree = useDictTree(info.type);

  return (
    <FormDialog
      open={!!editing}
      title={item ? '编辑字典项' : '新增字典项'}
      width={520}
      labelWidth={80}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        await save.mutateAsync({
          id: item?.id,
          type: info.type,
          value: v.value.trim(),
          label: v.label.trim(),
          parentValue: v.parentValue ?? '',
          sort: v.sort ?? 0,
          remark: (v.remark ?? '').trim(),
          version: item?.version,
        });
        message.success(item ? '字典项已保存' : '字典项已新增');
      }}
      onClose={onClose}
    >
      <Form.Item label="字典类型">
        <Input value={info.label} disabled />
      </Form.Item>
      <Form.Item
        name="value"
        label="字典值"
        required
        rules={[rule('value')]}
        validateDebounce={VALIDATE_DELAY}
        extra={item ? '字典值创建后不可修改' : '字母、数字、下划线、点或短横线，创建后不可修改'}
      >
        <Input maxLength={32} disabled={!!item} placeholder="如 use、330203" />
      </Form.Item>
      <Form.Item name="label" label="名称" required rules={[rule('label')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={100} placeholder="选项中显示的名称" />
      </Form.Item>
      {info.tree && (
        <Form.Item name="parentValue" label="上级" extra="不选则为顶级">
          <TreeSelect<string>
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            placeholder="顶级"
            loading={tree.isLoading}
            treeData={toOptions(tree.data ?? [])}
            styles={{ popup: { root: { maxHeight: 360, overflow: 'auto' } } }}
          />
        </Form.Item>
      )}
      <Form.Item name="sort" label="排序" rules={[rule('sort')]} extra="数字越小越靠前">
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[rule('remark')]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
