import { PIPELINE_UNIT_COLUMNS, TECH_PARAMS, type ParamDef } from '@portal/contract/domain/equipment-params';

import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ParamField, tableFooter } from './param-field';
import { columnTotal, firstBadRow, insertRow, type ParamRow } from './param-rules';

const def = (type: string, key: string) => TECH_PARAMS[type as '3000'].find((p) => p.key === key)!;
const UNITS = def('8000', 'units');

const unit = (over: Partial<ParamRow> = {}): ParamRow => ({
  name: '空压站至一号车间压缩空气管道',
  number: 'YS-01',
  grade: 'GC2',
  nominalDiameter: '100',
  wallThickness: '4.5',
  length: '186',
  designPressure: '1.0',
  designTemperature: '60',
  medium: '压缩空气',
  laying: '',
  material: '',
  startPoint: '',
  endPoint: '',
  ...over,
});

/** A form holding one parameter, as the record form does (disabled in view mode); its value and a check come back. */
function renderField(p: ParamDef, value?: unknown, readOnly = false, catalogueCode = '') {
  const ref: { form?: FormInstance } = {};
  function Harness() {
    const [form] = Form.useForm();
    ref.form = form;
    return (
      <Form form={form} disabled={readOnly} initialValues={{ params: { [p.key]: value } }}>
        <ParamField def={p} catalogueCode={catalogueCode} readOnly={readOnly} footer={tableFooter(p)} />
      </Form>
    );
  }
  render(<Harness />);
  const check = () =>
    act(() =>
      ref.form!.validateFields().then(
        () => null,
        (e: { errorFields: Array<{ errors: string[] }> }) => e.errorFields.flatMap((f) => f.errors),
      ),
    );
  return { value: () => ref.form!.getFieldValue(['params', p.key]) as unknown, check };
}

describe('ParamField', () => {
  it('takes a decimal as typed text beside its unit and refuses what the server would, with its words', async () => {
    const field = renderField(def('3000', 'ratedLoad'), '');
    expect(screen.getByText('kg')).toBeTruthy();
    expect(await field.check()).toEqual(['请填写额定载重量']);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1000.125' } });
    expect(field.value()).toBe('1000.125');
    expect(await field.check()).toEqual(['额定载重量：请输入有效的两位小数']);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '1000.5' } });
    expect(await field.check()).toBeNull();
  });

  it('accepts a temperature below zero only where the definition says signed', async () => {
    const temperature = renderField(def('1000', 'ratedTemperature'), '-40');
    expect(await temperature.check()).toBeNull();
    const pressure = renderField(def('1000', 'ratedPressure'), '-1.5');
    expect(await pressure.check()).toEqual(['额定工作压力：请输入有效的两位小数']);
  });

  it('offers 是 and 否 for a yes/no parameter and requires one when the parameter is required', async () => {
    const field = renderField(def('4000', 'moltenMetal'));
    expect(await field.check()).toEqual(['请填写是否吊运熔融金属']);
    fireEvent.click(screen.getByLabelText('否'));
    expect(field.value()).toBe('否');
    expect(await field.check()).toBeNull();
  });

  it('refuses a blank required select and takes one of its options', async () => {
    const field = renderField(def('2000', 'vesselClass'));
    expect(await field.check()).toEqual(['请填写压力容器类别']);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Ⅱ类'));
    expect(field.value()).toBe('Ⅱ类');
    expect(await field.check()).toBeNull();
  });

  it('offers only the vessel class its variety names, and refuses a stored one that disagrees', async () => {
    const field = renderField(def('2000', 'vesselClass'), 'Ⅲ类', false, '2150');
    expect(await field.check()).toEqual(['压力容器类别与设备品种不符，应为Ⅱ类']);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await screen.findByTitle('Ⅱ类');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['Ⅱ类']);
    fireEvent.click(screen.getByTitle('Ⅱ类'));
    expect(await field.check()).toBeNull();
  });
});

describe('table parameters', () => {
  it('adds, copies and removes rows, and keeps the total length of pipeline units', () => {
    const field = renderField(UNITS, [unit()]);
    expect(screen.getByText('共 1 行，最多 500 行')).toBeTruthy();
    expect(screen.getByText('186')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('复制第1行'));
    expect(field.value()).toEqual([unit(), unit()]);
    fireEvent.change(screen.getByLabelText('第2行长度'), { target: { value: '142.5' } });
    expect((field.value() as ParamRow[])[1].length).toBe('142.5');
    expect(screen.getByText('328.5')).toBeTruthy();

    fireEvent.click(screen.getByText('新增一行'));
    expect((field.value() as ParamRow[])[2]).toEqual(Object.fromEntries(PIPELINE_UNIT_COLUMNS.map((c) => [c.key, ''])));
    fireEvent.click(screen.getByLabelText('删除第1行'));
    expect((field.value() as ParamRow[]).map((r) => r.length)).toEqual(['142.5', '']);
  });

  it('marks a wrong cell at once and blank required ones after a failed check, with the row named as the server names it', async () => {
    const field = renderField(UNITS, [unit(), unit({ number: 'YS-02', nominalDiameter: 'DN80' })]);
    const wrong = screen.getByLabelText('第2行公称直径');
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    expect(wrong.getAttribute('title')).toBe('公称直径：请输入数字');
    expect(screen.getByLabelText('第1行公称直径').getAttribute('aria-invalid')).toBe('false');

    expect(await field.check()).toEqual(['管道单元第2行公称直径：请输入数字']);
    fireEvent.change(wrong, { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('第2行介质'), { target: { value: '' } });
    expect(await field.check()).toEqual(['管道单元第2行：请填写介质']);
    expect(screen.getByLabelText('第2行介质').getAttribute('aria-invalid')).toBe('true');
  });

  it('holds each unit’s grade to the pipeline’s class', async () => {
    const field = renderField(UNITS, [unit({ grade: 'GB1' })], false, '8310');
    expect(document.querySelector('.param-rows .ant-select-status-error')).not.toBeNull();
    expect(await field.check()).toEqual(['管道单元第1行：管道级别与设备品种不符，应为GC1、GC2、GC3、GD1、GD2']);
  });

  it('requires the minimum number of rows', async () => {
    const field = renderField(UNITS, []);
    expect(await field.check()).toEqual(['请至少填写1行管道单元']);
  });

  it('shows stored rows without row tools when read-only', () => {
    renderField(UNITS, [unit()], true);
    expect(screen.queryByText('新增一行')).toBeNull();
    expect(screen.queryByLabelText('删除第1行')).toBeNull();
    const name = screen.getByLabelText<HTMLInputElement>('第1行管道名称');
    expect([name.value, name.disabled]).toEqual(['空压站至一号车间压缩空气管道', true]);
  });
});

describe('row helpers', () => {
  it('totals a column to two decimals, skipping blanks and text', () => {
    expect(columnTotal([unit({ length: '0.1' }), unit({ length: '0.2' }), unit({ length: '' }), unit({ length: '长' })], 'length')).toBe(0.3);
  });

  it('copies a row right after itself and appends blank rows at the end', () => {
    const rows = [unit({ number: 'A' }), unit({ number: 'B' })];
    expect(insertRow(UNITS, rows, 0).map((r) => r.number)).toEqual(['A', 'A', 'B']);
    expect(insertRow(UNITS, rows).map((r) => r.number)).toEqual(['A', 'B', '']);
  });

  it('finds the first row the server would refuse', () => {
    expect(firstBadRow(UNITS, [unit(), unit(), unit({ grade: 'GX' })])).toBe(2);
    expect(firstBadRow(UNITS, [unit()])).toBe(-1);
  });
});
