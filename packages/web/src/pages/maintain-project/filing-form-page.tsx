import type { MaintainPriceForm, MaintainPriceRecord } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW, MAINTAIN_PRICE_LIMITS, MAINTAIN_PRICE_MESSAGES, NO_FLOORS, maintainPriceForm } from '@portal/contract/api/maintain-project';
import { fenToYuan, yuanToFen } from '@portal/contract/api/fee';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, type FormInstance, type FormItemProps, type FormRule, type InputNumberProps } from 'antd';
import type { ReactNode } from 'react';
import { useMaintainPrice, useSaveMaintainPrice } from '../../api/maintain-price';
import { DraftActions, FilingForm, FilingFormPage, ReturnedAlert, useDraftSave } from '../../components/draft-form';
import { DateCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { LEVEL_OPTIONS, VARIETY_OPTIONS } from '../../components/maintain-price/price-sections';
import '../../components/filing.css';
import './maintain-price.css';

/** Every field is checked by the contract's form schema, rows against each other as the server does (overlapping ranges). */
const rule = (name: string | readonly PropertyKey[]) => fromObjectSchema(maintainPriceForm, name);

/** Money is kept in fen and typed in yuan. */
const yuanProps = {
  getValueProps: (fen: unknown) => ({ value: typeof fen === 'number' ? Number(fenToYuan(fen)) : undefined }),
  normalize: (v: number | null) => (v === null || v === undefined ? undefined : yuanToFen(v)),
};
/** An empty floors box is null (escalators have none), not ''. */
const countProps = { normalize: (v: number | null) => (v === null || v === undefined ? null : v) };

const ITEM = { name: '', variety: '', level: 'halfMonth', content: '', standard: '' };
const SET = { variety: '3110', floorsFrom: null, floorsTo: null, remark: '' };
const UNIT = { termMonths: 12, scope: '' };

/**
 * Floors are needed for every variety but escalators and moving walks, the end not below the start. The schema checks
 * both by comparing fields, which zod only does once every field of the form parses (not while a row lacks its price),
 * so the form asks them first, with the schema's words.
 */
const floorsRule =
  (row: number, end: boolean): FormRule =>
  (form) => ({
    validator: (_, v: unknown) => {
      const r = (form.getFieldValue(['setPrices', row]) ?? {}) as { variety?: never; floorsFrom?: number | null };
      if (!NO_FLOORS.includes(r.variety as never) && (v === null || v === undefined)) return Promise.reject(new Error(MAINTAIN_PRICE_MESSAGES.floorsNeeded));
      if (end && typeof v === 'number' && typeof r.floorsFrom === 'number' && v < r.floorsFrom) return Promise.reject(new Error(MAINTAIN_PRICE_MESSAGES.floorsOrder));
      return Promise.resolve();
    },
  });

/** A contract's elevator count range in order, asked first for the same reason. */
const unitsOrder =
  (row: number): FormRule =>
  (form) => ({
    validator: (_, v: unknown) => {
      const from = form.getFieldValue(['unitPrices', row, 'unitsFrom']) as unknown;
      return typeof v === 'number' && typeof from === 'number' && v < from ? Promise.reject(new Error(MAINTAIN_PRICE_MESSAGES.unitsOrder)) : Promise.resolve();
    },
  });

/** The cells of a list whose rules compare rows are checked again when one row changes. */
const CROSS_ROW = { items: ['name'], setPrices: ['floorsFrom', 'floorsTo'], unitPrices: ['unitsFrom', 'unitsTo'] } as const;
const revalidate = (form: FormInstance, list: keyof typeof CROSS_ROW) => () => {
  const rows = (form.getFieldValue(list) as unknown[] | undefined) ?? [];
  // Only cells already filled in: a row just added is not told off before it is typed in.
  const names = rows.flatMap((_, i) => CROSS_ROW[list].map((cell) => [list, i, cell])).filter((n) => form.isFieldTouched(n));
  if (names.length) void form.validateFields(names as never).catch(() => undefined);
};

type List = keyof typeof CROSS_ROW;

interface RowListProps {
  name: List;
  /** The columns' names over the rows, each with its share of the row in 24ths. */
  heads: [number, string][];
  /** What a row is called on its buttons: 添加维保项目, 删除维保项目. */
  noun: string;
  blank: object;
  max: number;
  /** The list keeps at least one row, its heads shown while it has none. */
  required?: boolean;
  /** A row's cells. */
  children: (row: number) => ReactNode;
}

/** One list of the filing: rows of fields without labels under the columns' names, each row with its delete button, and the button that adds one. */
function RowList({ name, heads, noun, blank, max, required = false, children }: RowListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {(required || fields.length > 0) && (
            <Row gutter={8} className="mp-head">
              {heads.map(([span, title]) => (
                <Col key={title} span={span}>
                  {title}
                </Col>
              ))}
            </Row>
          )}
          {fields.map((f) => (
            <Row gutter={8} key={f.key} className="mp-row">
              {children(f.name)}
              <Col span={1}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`删除${noun}`} onClick={() => remove(f.name)} disabled={required && fields.length === 1} />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...blank })} disabled={fields.length >= max}>
            {`添加${noun}`}
          </Button>
        </>
      )}
    </Form.List>
  );
}

/** A cell of a row: the field checked by its own rules first, then by the form's schema. */
function Cell({
  list,
  row,
  field,
  span,
  rules = [],
  children,
  ...item
}: Omit<FormItemProps, 'name' | 'rules'> & { list: List; row: number; field: string; span: number; rules?: FormRule[] }) {
  return (
    <Col span={span}>
      <Form.Item name={[row, field]} rules={[...rules, rule([list, row, field])]} {...item}>
        {children}
      </Form.Item>
    </Col>
  );
}

function ItemRows({ form }: { form: FormInstance }) {
  const cell = { list: 'items' as const };
  return (
    <RowList
      name="items"
      heads={[
        [3, '维保级别'],
        [4, '适用品种'],
        [4, '项目名称'],
        [6, '维保内容'],
        [6, '维保要求'],
      ]}
      noun="维保项目"
      blank={ITEM}
      max={MAINTAIN_PRICE_LIMITS.items}
      required
    >
      {(row) => (
        <>
          <Cell {...cell} row={row} field="level" span={3}>
            <Select options={LEVEL_OPTIONS} aria-label="维保级别" />
          </Cell>
          <Cell {...cell} row={row} field="variety" span={4}>
            <Select options={[{ value: '', label: '全部电梯' }, ...VARIETY_OPTIONS]} aria-label="适用品种" onChange={revalidate(form, 'items')} />
          </Cell>
          <Cell {...cell} row={row} field="name" span={4} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={50} placeholder="如：曳引机" aria-label="项目名称" />
          </Cell>
          <Cell {...cell} row={row} field="content" span={6} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} placeholder="做什么" aria-label="维保内容" />
          </Cell>
          <Cell {...cell} row={row} field="standard" span={6} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} placeholder="达到什么要求" aria-label="维保要求" />
          </Cell>
        </>
      )}
    </RowList>
  );
}

/** A whole number of a row (floors, elevators, months), its rows checked again as it changes. */
const count = (form: FormInstance, list: List, max: number, label: string, extra: InputNumberProps = {}) => (
  <InputNumber min={1} max={max} precision={0} aria-label={label} style={{ width: '100%' }} onChange={revalidate(form, list)} {...extra} />
);

/** A price typed in yuan, to the fen. */
const price = (label: string) => <InputNumber min={0.01} max={1_000_000} precision={2} placeholder="元" aria-label={label} style={{ width: '100%' }} />;

function SetRows({ form }: { form: FormInstance }) {
  const rows = (Form.useWatch('setPrices', form) as MaintainPriceForm['setPrices'] | undefined) ?? [];
  const cell = { list: 'setPrices' as const };
  const floors = (row: number, end: boolean) => {
    const noFloors = NO_FLOORS.includes(rows[row]?.variety);
    return count(form, 'setPrices', MAINTAIN_PRICE_LIMITS.floors, end ? '终止层站' : '起始层站', { disabled: noFloors, placeholder: noFloors ? '不限' : end ? '如 6' : '如 2' });
  };
  return (
    <RowList
      name="setPrices"
      heads={[
        [6, '设备品种'],
        [3, '起始层站'],
        [3, '终止层站'],
        [4, '价格（元/台·月）'],
        [7, '说明'],
      ]}
      noun="按台价格"
      blank={SET}
      max={MAINTAIN_PRICE_LIMITS.lines}
    >
      {(row) => (
        <>
          <Cell {...cell} row={row} field="variety" span={6}>
            <Select
              options={VARIETY_OPTIONS}
              aria-label="设备品种"
              onChange={(v: string) => {
                if (NO_FLOORS.includes(v as never)) form.setFieldValue(['setPrices', row], { ...rows[row], variety: v, floorsFrom: null, floorsTo: null });
                revalidate(form, 'setPrices')();
              }}
            />
          </Cell>
          <Cell {...cell} row={row} field="floorsFrom" span={3} rules={[floorsRule(row, false)]} {...countProps}>
            {floors(row, false)}
          </Cell>
          <Cell {...cell} row={row} field="floorsTo" span={3} rules={[floorsRule(row, true)]} {...countProps}>
            {floors(row, true)}
          </Cell>
          <Cell {...cell} row={row} field="priceFen" span={4} {...yuanProps}>
            {price('每台每月价格')}
          </Cell>
          <Cell {...cell} row={row} field="remark" span={7}>
            <Input maxLength={100} placeholder="如：含高速梯" aria-label="说明" />
          </Cell>
        </>
      )}
    </RowList>
  );
}

function UnitRows({ form }: { form: FormInstance }) {
  const cell = { list: 'unitPrices' as const };
  return (
    <RowList
      name="unitPrices"
      heads={[
        [3, '台数下限'],
        [3, '台数上限'],
        [3, '合同期限（月）'],
        [4, '合同总价（元）'],
        [10, '服务内容'],
      ]}
      noun="按单位价格"
      blank={UNIT}
      max={MAINTAIN_PRICE_LIMITS.lines}
    >
      {(row) => (
        <>
          <Cell {...cell} row={row} field="unitsFrom" span={3}>
            {count(form, 'unitPrices', MAINTAIN_PRICE_LIMITS.units, '台数下限')}
          </Cell>
          <Cell {...cell} row={row} field="unitsTo" span={3} rules={[unitsOrder(row)]}>
            {count(form, 'unitPrices', MAINTAIN_PRICE_LIMITS.units, '台数上限')}
          </Cell>
          <Cell {...cell} row={row} field="termMonths" span={3}>
            {count(form, 'unitPrices', MAINTAIN_PRICE_LIMITS.termMonths, '合同期限')}
          </Cell>
          <Cell {...cell} row={row} field="priceFen" span={4} {...yuanProps}>
            {price('合同总价')}
          </Cell>
          <Cell {...cell} row={row} field="scope" span={10} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} placeholder="如：半月、季度、半年、年度维保，24小时应急救援，不含配件" aria-label="服务内容" />
          </Cell>
        </>
      )}
    </RowList>
  );
}

/** The filing: who to call, the items, the prices; saved as a draft or submitted to the registry. */
function Editor({ record, copy }: { record?: MaintainPriceRecord; copy?: MaintainPriceRecord }) {
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<MaintainPriceForm>();
  const save = useSaveMaintainPrice();
  const draft = useDraftSave({
    form,
    record,
    save: (values, at) => save.mutateAsync({ ...values, setPrices: values.setPrices ?? [], unitPrices: values.unitPrices ?? [], ...at }),
    submitted: (saved) => `价格申报 ${saved.filingNo} 已提交，请等待登记机关审核`,
    created: (saved) => `价格申报 ${saved.filingNo} 已保存`,
    detailPath: PATHS.maintainPriceDetail,
    formPath: PATHS.maintainPriceForm,
  });
  const from = record ?? copy;
  const initial: Partial<MaintainPriceForm> = from
    ? { ...from, ...(copy ? { title: '', effectiveFrom: chinaToday() } : {}) }
    : { effectiveFrom: chinaToday(), contact: user?.name ?? '', remark: '', items: [{ ...ITEM } as never], setPrices: [{ ...SET } as never], unitPrices: [] };

  return (
    <>
      <ReturnedAlert record={record} by="登记机关退回" again="请按退回原因修改后重新提交。" />
      {copy && <Alert className="ur-alert" type="info" showIcon title={`以价格表 ${copy.filingNo} 为基础新建`} description="新价格表审核发布后，原价格表自动停止公示。" />}
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">基本信息</h3>
        <Row gutter={24}>
          <TextCell name="title" label="价格表名称" required rules={[rule('title')]} max={50} placeholder="如：2026年度电梯维保价格表" />
          <DateCell name="effectiveFrom" label="执行日期" required rules={[rule('effectiveFrom')]} xl={4} />
          <TextCell name="contact" label="联系人" required rules={[rule('contact')]} max={30} md={8} xl={4} />
          <TextCell name="contactMobile" label="联系人手机" required rules={[rule('contactMobile')]} max={11} placeholder="11位手机号码" md={8} xl={4} />
          <TextCell name="dutyPhone" label="24小时值班电话" required rules={[rule('dutyPhone')]} max={20} md={8} xl={4} />
          <TextAreaCell name="remark" label="备注" rules={[rule('remark')]} max={200} rows={[1, 3]} xl={24} />
        </Row>
        <h3 className="ur-section">维保项目</h3>
        <p className="ur-muted">按 TSG T5002 的半月、季度、半年、年度维保填写本单位的服务项目，每一级包含前一级的项目。</p>
        <ItemRows form={form} />
        <h3 className="ur-section">按台价格（元/台·月）</h3>
        <p className="ur-muted">按设备品种和层站区间报价；同一品种的层站区间不能重叠，自动扶梯、自动人行道不按层站计价。</p>
        <SetRows form={form} />
        <h3 className="ur-section">按单位价格（整份合同）</h3>
        <p className="ur-muted">按使用单位的电梯台数区间和合同期限报合同总价；按台、按单位价格至少填写一种。</p>
        <UnitRows form={form} />
      </FilingForm>
      <DraftActions {...draft} submitLabel="提交审核" submitAlways />
    </>
  );
}

const NOTE = '提交后由登记机关审核，审核发布后使用单位可查询；审核前可撤回修改。金额以元填写，精确到分。';

/** 维保价格申报 › 价格申报: a new filing (?from= starts from a list of the unit's), or a saved, returned or withdrawn one (?id=). */
export default function MaintainPriceFormPage() {
  const id = usePageParam('id');
  const from = usePageParam('from');
  const copy = useMaintainPrice(from);
  return (
    <FilingFormPage
      id={id}
      query={useMaintainPrice(id)}
      needs={from ? [copy] : []}
      newTitle="新建价格申报"
      title={(r) => `价格申报 ${r.filingNo}`}
      note={NOTE}
      tag={(r) => <StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} />}
      editable={(r) => MAINTAIN_PRICE_EDITABLE.includes(r.state)}
      locked={{ noun: '价格申报', state: (r) => MAINTAIN_PRICE_FLOW.states[r.state].label, path: PATHS.maintainPriceDetail }}
    >
      {(r) => (r ? <Editor record={r} /> : <Editor copy={copy.data} />)}
    </FilingFormPage>
  );
}
