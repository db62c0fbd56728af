import { CALENDAR_DAY_KINDS, CALENDAR_NAME_MAX, saveCalendarDayInput, type CalendarDay, type CalendarDayKind } from '@portal/contract';
import { App, DatePicker, Form, Input, Radio } from 'antd';
import dayjs from 'dayjs';
import { useSaveCalendarDay } from '../../api/calendar';
import { choicesOf } from '../../components/choices';
import { dateTextProps } from '../../components/date-value';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { fromObjectSchema, fromSchema, VALIDATE_DELAY } from '../../components/form-rules';

interface Values {
  day: string;
  kind: CalendarDayKind;
  name: string;
}

/** Adding a day (the calendar opens at the year on screen), or editing one, whose date stays. */
export type CalendarEditing = { mode: 'add'; year: number } | { mode: 'edit'; day: CalendarDay } | null;

const KIND_OPTIONS = choicesOf(CALENDAR_DAY_KINDS);

/** Sets a day as a holiday or a 调休 working day, with the occasion's name. */
export function CalendarDayDialog({ editing, onClose, onSaved }: { editing: CalendarEditing; onClose: () => void; onSaved: (d: CalendarDay) => void }) {
  const current = editing?.mode === 'edit' ? editing.day : null;
  const form = useFreshForm<Values>(editing, current ? { day: current.day, kind: current.kind, name: current.name } : { kind: 'holiday' });
  const { message } = App.useApp();
  const save = useSaveCalendarDay();

  return (
    <FormDialog
      open={!!editing}
      title={current ? '编辑日历设置' : '新增节假日或调休上班日'}
      width={480}
      labelWidth={80}
      form={form}
      saving={save.isPending}
      onSave={async (v) => {
        const saved = await save.mutateAsync({ day: v.day, kind: v.kind, name: v.name.trim(), edit: !!current });
        message.success(current ? `${saved.day}已保存` : `已将${saved.day}设为${CALENDAR_DAY_KINDS[saved.kind]}`);
        onSaved(saved);
      }}
      onClose={onClose}
    >
      <Form.Item
        name="day"
        label="日期"
        required
        rules={[fromSchema(saveCalendarDayInput.shape.day)]}
        extra={current ? '日期不可修改；如需改日期，请删除后新增' : undefined}
        {...dateTextProps}
      >
        <DatePicker
          disabled={!!current}
          placeholder="请选择日期"
          style={{ width: 200 }}
          defaultPickerValue={editing?.mode === 'add' ? dayjs(`${editing.year}-01-01`) : undefined}
        />
      </Form.Item>
      <Form.Item
        name="kind"
        label="类型"
        required
        dependencies={['day']}
        rules={[fromObjectSchema(saveCalendarDayInput, 'kind')]}
        extra="节假日：当天休息；调休上班：原本休息的周六或周日上班"
      >
        <Radio.Group options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item name="name" label="名称" required rules={[fromSchema(saveCalendarDayInput.shape.name)]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={CALENDAR_NAME_MAX} showCount placeholder="如 春节、国庆节" />
      </Form.Item>
    </FormDialog>
  );
}
