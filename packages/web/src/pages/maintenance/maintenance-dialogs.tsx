import { maintenanceForm, returnMaintenanceInput, type MaintenanceForm, type MaintenanceRecord } from '@portal/contract';
import { MAINTAINERS_MAX, MAINTENANCE_KINDS } from '@portal/contract/api/maintenance';

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Radio, Space } from 'antd';
import { useEffect } from 'react';
import { useReturnMaintenance, useSaveMaintenance } from '../../api/maintenance';
import { choicesOf } from '../../components/choices';
import { dateTextProps } from '../../components/date-value';
import { FormDialog } from '../../components/form-dialog';
import { fromObjectSchema, fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';

/** A new record of an elevator, or a returned one to correct. */
export type RecordEditing = { mode: 'add' } | { mode: 'edit'; record: MaintenanceRecord } | null;

const rule = (name: keyof MaintenanceForm | readonly PropertyKey[]) => fromObjectSchema(maintenanceForm, name);

/** 登记维保记录: the kind, the day, the items done and who did them (with their T certificate numbers). */
export function RecordDialog({ equipmentId, editing, onClose }: { equipmentId: string; editing: RecordEditing; onClose: () => void }) {
  const [form] = Form.useForm<MaintenanceForm>();
  const { message } = App.useApp();
  const save = useSaveMaintenance();
  const current = editing?.mode === 'edit' ? editing.record : null;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(
      current
        ? { kind: current.kind, maintainedOn: current.maintainedOn, items: current.items, remark: current.remark, maintainers: current.maintainers }
        : { kind: 'halfMonth', maintainedOn: chinaToday(), items: '', remark: '', maintainers: [{ name: '', certNo: '' }] },
    );
  }, [editing, current, form]);

  return (
    <FormDialog
      open={!!editing}
      title={current ? `修改后重新提交 · ${current.recordNo}` : '登记维保记录'}
      width={720}
      labelWidth={110}
      form={form}
      saving={save.isPending}
      okText="提交使用单位确认"
      onSave={async (v) => {
        await save.mutateAsync({ ...v, equipmentId, id: current?.id, version: current?.version });
        message.success('维保记录已提交，等待使用单位签字确认');
      }}
      onClose={onClose}
    >
      <Form.Item name="kind" label="维保类别" required rules={[rule('kind')]} extra="季度、半年、年度维保均包含此前各类维保的项目">
        <Radio.Group optionType="button" options={choicesOf(MAINTENANCE_KINDS)} />
      </Form.Item>
      <Form.Item name="maintainedOn" label="维保日期" required rules={[rule('maintainedOn')]} {...dateTextProps}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="items" label="维保项目及内容" required rules={[rule('items')]} validateDebounce={VALIDATE_DELAY}>
        <Input.TextArea rows={4} maxLength={1000} showCount placeholder="按 TSG T5002 附件所列项目，填写本次完成的维保项目和发现、处理的问题" />
      </Form.Item>
      <Form.Item label="维保人员" required>
        <Form.List name="maintainers">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" className="maintainer-row">
                  <Form.Item name={[f.name, 'name']} rules={[rule(['maintainers', i, 'name'])]} validateDebounce={VALIDATE_DELAY}>
                    <Input maxLength={30} placeholder="姓名" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'certNo']} rules={[rule(['maintainers', i, 'certNo'])]} validateDebounce={VALIDATE_DELAY}>
                    <Input maxLength={40} placeholder="作业人员证书编号（T）" style={{ width: 260 }} />
                  </Form.Item>
                  {fields.length > 1 && <Button type="text" icon={<MinusCircleOutlined />} aria-label="删除维保人员" onClick={() => remove(f.name)} />}
                </Space>
              ))}
              {fields.length < MAINTAINERS_MAX && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', certNo: '' })}>
                  添加维保人员
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[rule('remark')]}>
        <Input.TextArea rows={2} maxLength={500} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/** 退回: the use unit sends a record back with the reason. */
export function ReturnDialog({ record, onClose }: { record: MaintenanceRecord | null; onClose: () => void }) {
  const [form] = Form.useForm<{ opinion: string }>();
  const { message } = App.useApp();
  const back = useReturnMaintenance();
  return (
    <FormDialog
      open={!!record}
      title={record ? `退回维保记录 · ${record.recordNo}` : '退回维保记录'}
      width={520}
      labelWidth={90}
      form={form}
      saving={back.isPending}
      okText="退回"
      onSave={async (v) => {
        if (!record) return;
        await back.mutateAsync({ id: record.id, version: record.version, opinion: v.opinion });
        message.success('维保记录已退回维保单位');
      }}
      onClose={onClose}
    >
      <Form.Item name="opinion" label="退回原因" required rules={[fromSchema(returnMaintenanceInput.shape.opinion)]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="请写明需要维保单位核对或更正的内容" />
      </Form.Item>
    </FormDialog>
  );
}
