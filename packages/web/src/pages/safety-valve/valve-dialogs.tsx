import { calibrationForm, valveForm, type CalibrationForm, type ValveForm, type ValveRecord } from '@portal/contract';
import { VALVE_CONCLUSIONS, valveDefaultNextDue } from '@portal/contract/api/safety-valve';
import { EQUIPMENT_TYPE_NAMES, type EquipmentTypeCode } from '@portal/contract/domain/codes';

import { App, DatePicker, Form, Input, Radio, Select } from 'antd';
import { useCalibrateValve, useSaveValve, useValveHosts } from '../../api/safety-valve';
import { choicesOf } from '../../components/choices';
import { dateTextProps } from '../../components/date-value';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';

export type ValveEditing = { mode: 'add' } | { mode: 'edit'; valve: ValveRecord } | null;

const valveRule = (name: keyof ValveForm) => fromObjectSchema(valveForm, name);
const calibrationRule = (name: keyof CalibrationForm) => fromObjectSchema(calibrationForm, name);

/** Adds a safety valve to one of the unit's boilers, vessels or pipelines, or corrects one. */
export function ValveDialog({ editing, onClose }: { editing: ValveEditing; onClose: () => void }) {
  const current = editing?.mode === 'edit' ? editing.valve : null;
  const form = useFreshForm<ValveForm>(
    editing,
    current
      ? {
          equipmentId: current.equipmentId,
          valveNo: current.valveNo,
          model: current.model,
          nominalSize: current.nominalSize,
          setPressure: current.setPressure,
          location: current.location,
          manufacturer: current.manufacturer,
        }
      : {},
  );
  const { message } = App.useApp();
  const save = useSaveValve();
  const hosts = useValveHosts(!!editing);

  const options = (hosts.data ?? []).map((h) => ({
    value: h.id,
    label: `${EQUIPMENT_TYPE_NAMES[h.typeCode as EquipmentTypeCode] ?? ''} · ${h.productName}${h.internalNo ? `（${h.internalNo}）` : ''} ${h.deviceCode}`,
  }));
  return (
    <FormDialog
      open={!!editing}
      title={current ? `修改安全阀 ${current.valveNo}` : '新增安全阀'}
      width={620}
      labelWidth={110}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        await save.mutateAsync({ ...v, id: current?.id, version: current?.version });
        message.success(`安全阀${v.valveNo}已保存`);
      }}
      onClose={onClose}
    >
      <Form.Item name="equipmentId" label="所保护的设备" required rules={[valveRule('equipmentId')]} extra="本单位在用的锅炉、压力容器和压力管道">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={hosts.isLoading}
          placeholder="请选择设备"
          options={options}
          notFoundContent="本单位没有在用的锅炉、压力容器或压力管道"
        />
      </Form.Item>
      <Form.Item name="valveNo" label="安全阀编号" required rules={[valveRule('valveNo')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={40} placeholder="出厂编号或单位内编号" />
      </Form.Item>
      <Form.Item name="model" label="型号" required rules={[valveRule('model')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={40} placeholder="如 A48Y-16C" />
      </Form.Item>
      <Form.Item name="nominalSize" label="公称通径" rules={[valveRule('nominalSize')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={10} placeholder="如 DN50" />
      </Form.Item>
      <Form.Item name="setPressure" label="整定压力" required rules={[valveRule('setPressure')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={10} suffix="MPa" placeholder="如 1.25" />
      </Form.Item>
      <Form.Item name="location" label="安装位置" rules={[valveRule('location')]}>
        <Input maxLength={100} placeholder="如 锅筒出口" />
      </Form.Item>
      <Form.Item name="manufacturer" label="制造单位" rules={[valveRule('manufacturer')]}>
        <Input maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}

/** Records a calibration of a valve: the next due date follows the date (a year on) and may be set earlier. */
export function CalibrationDialog({ valve, onClose }: { valve: ValveRecord | null; onClose: () => void }) {
  const today = chinaToday();
  const form = useFreshForm<CalibrationForm>(
    valve,
    valve
      ? {
          valveId: valve.id,
          calibratingBody: valve.lastCalibratingBody,
          calibratedOn: today,
          reportNo: '',
          conclusion: 'pass',
          nextDue: valveDefaultNextDue(today),
          remark: '',
        }
      : {},
  );
  const { message } = App.useApp();
  const calibrate = useCalibrateValve();

  return (
    <FormDialog
      open={!!valve}
      title={valve ? `校验登记 · 安全阀 ${valve.valveNo}` : '校验登记'}
      width={600}
      labelWidth={110}
      form={form}
      saving={calibrate.isPending}
      okText="登记"
      onSave={async (v) => {
        await calibrate.mutateAsync(v);
        message.success(`安全阀${valve?.valveNo ?? ''}的校验已登记`);
      }}
      onClose={onClose}
    >
      <Form.Item name="valveId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="calibratingBody" label="校验机构" required rules={[calibrationRule('calibratingBody')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="calibratedOn" label="校验日期" required rules={[calibrationRule('calibratedOn')]} {...dateTextProps}>
        <DatePicker
          style={{ width: '100%' }}
          onChange={(d) => {
            if (d) form.setFieldValue('nextDue', valveDefaultNextDue(d.format('YYYY-MM-DD')));
          }}
        />
      </Form.Item>
      <Form.Item name="reportNo" label="校验报告编号" required rules={[calibrationRule('reportNo')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={40} />
      </Form.Item>
      <Form.Item name="conclusion" label="校验结论" required rules={[calibrationRule('conclusion')]}>
        <Radio.Group options={choicesOf(VALVE_CONCLUSIONS)} />
      </Form.Item>
      <Form.Item
        name="nextDue"
        label="下次校验日期"
        required
        dependencies={['calibratedOn']}
        rules={[calibrationRule('nextDue')]}
        extra="默认为校验日期一年后；校验报告另有规定的，按报告填写"
        {...dateTextProps}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[calibrationRule('remark')]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
