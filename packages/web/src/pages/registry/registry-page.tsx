import { SERIAL_WIDTHS, registryForm, type RegistryForm, type RegistryRecord } from '@portal/contract';
import { App, Button, Form, Input, InputNumber, Table } from 'antd';
import { useState } from 'react';
import { useRegistries, useSaveRegistry } from '../../api/registry';
import { AddButton } from '../../components/add-button';
import { AreaCascader, AreaLabel } from '../../components/area-cascader';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';

type Editing = { mode: 'add' } | { mode: 'edit'; registry: RegistryRecord } | null;

/** Adds a registry or changes one: its name, area and the parts of the certificate numbers it issues. */
function RegistryDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const current = editing?.mode === 'edit' ? editing.registry : null;
  const form = useFreshForm<RegistryForm>(editing, current ?? { province: '浙', serialWidth: 5 });
  const { message } = App.useApp();
  const save = useSaveRegistry();

  return (
    <FormDialog
      open={!!editing}
      title={current ? '编辑登记机关' : '新增登记机关'}
      width={560}
      labelWidth={110}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        const saved = await save.mutateAsync({ ...v, id: current?.id });
        message.success(`${saved.name}已保存`);
      }}
      onClose={onClose}
    >
      <Form.Item name="name" label="名称" required rules={[fromSchema(registryForm.shape.name)]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={100} placeholder="如 宁波市市场监督管理局" />
      </Form.Item>
      <Form.Item
        name="areaCode"
        label="辖区"
        required
        rules={[{ required: true, message: '请选择辖区' }]}
        extra="选到市即管辖全市；区县另设登记机关的，该区县的设备由区县登记机关办理"
      >
        <AreaCascader placeholder="请选择市或区县" />
      </Form.Item>
      <Form.Item name="province" label="省份简称" required rules={[fromSchema(registryForm.shape.province)]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={1} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item
        name="letters"
        label="登记机关代号"
        required
        rules={[fromSchema(registryForm.shape.letters)]}
        validateDebounce={VALIDATE_DELAY}
        extra="使用登记证编号中省份简称后的字母：市为车牌字母（宁波为B），区县登记机关再加一个字母"
        normalize={(v: string) => v.toUpperCase()}
      >
        <Input maxLength={2} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="serialWidth" label="流水号位数" required rules={[fromSchema(registryForm.shape.serialWidth)]} extra="修改后只影响此后发放的使用登记证编号">
        <InputNumber min={SERIAL_WIDTHS.min} max={SERIAL_WIDTHS.max} precision={0} style={{ width: 80 }} />
      </Form.Item>
      <Form.Item name="address" label="办理地址" rules={[fromSchema(registryForm.shape.address)]} extra="“登记办理方式”页面向现场办理的单位显示">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="phone" label="咨询电话" rules={[fromSchema(registryForm.shape.phone)]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={40} placeholder="如 0574-87190001" />
      </Form.Item>
      <Form.Item name="officeHours" label="办公时间" rules={[fromSchema(registryForm.shape.officeHours)]}>
        <Input maxLength={100} placeholder="如 工作日 9:00-12:00，13:30-17:00" />
      </Form.Item>
    </FormDialog>
  );
}

/** 系统维护 › 登记机关: who registers for which area, and how their certificate numbers read. */
export default function RegistryPage() {
  const list = useRegistries();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <PageCard
      title="登记机关"
      note="设备由其使用地点所在辖区最具体的登记机关办理登记；使用登记证编号按“设备简称+品种代码+省份简称+登记机关代号+流水号(年份)”生成。"
      extra={<AddButton onClick={() => setEditing({ mode: 'add' })}>新增登记机关</AddButton>}
    >
      <Table<RegistryRecord>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { key: 'name', title: '名称', dataIndex: 'name' },
          { key: 'area', title: '辖区', dataIndex: 'areaCode', render: (v: string) => <AreaLabel code={v} /> },
          { key: 'code', title: '省份简称与代号', width: 140, render: (_, r) => `${r.province}${r.letters}` },
          { key: 'serialWidth', title: '流水号位数', dataIndex: 'serialWidth', width: 110 },
          { key: 'sample', title: '下一个编号示例（电梯）', dataIndex: 'sample', width: 200 },
          {
            key: 'actions',
            title: '操作',
            width: 90,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => setEditing({ mode: 'edit', registry: r })}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <RegistryDialog editing={editing} onClose={() => setEditing(null)} />
    </PageCard>
  );
}
