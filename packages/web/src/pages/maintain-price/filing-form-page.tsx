import type { MaintainPriceForm, MaintainPriceRecord } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW, MAINTAIN_PRICE_LIMITS, MAINTAIN_PRICE_MESSAGES, NO_FLOORS, maintainPriceForm } from '@portal/contract/api/maintain-price';
import { fenToYuan, yuanToFen } from '@portal/contract/api/fee';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, type FormInstance, type FormRule } from 'antd';
import { useMaintainPrice, useSaveMaintainPrice } from '../../api/maintain-price';
import { dateTextProps } from '../../components/date-value';
import { DraftActions, FilingFormPage, useDraftSave } from '../../components/draft-form';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { LEVEL_OPTIONS, VARIETY_OPTIONS } from './price-sections';
import '../use-record/use-record.css';
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

function ItemRows({ form }: { form: FormInstance }) {
  return (
    <Form.List name="items">
      {(fields, { add, remove }) => (
        <>
          <Row gutter={8} className="mp-head">
            <Col span={3}>维保级别</Col>
            <Col span={4}>适用品种</Col>
            <Col span={4}>项目名称</Col>
            <Col span={6}>维保内容</Col>
            <Col span={6}>维保要求</Col>
          </Row>
          {fields.map((f) => (
            <Row gutter={8} key={f.key} className="mp-row">
              <Col span={3}>
                <Form.Item name={[f.name, 'level']} rules={[rule(['items', f.name, 'level'])]}>
                  <Select options={LEVEL_OPTIONS} aria-label="维保级别" />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={[f.name, 'variety']} rules={[rule(['items', f.name, 'variety'])]}>
                  <Select options={[{ value: '', label: '全部电梯' }, ...VARIETY_OPTIONS]} aria-label="适用品种" onChange={revalidate(form, 'items')} />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={[f.name, 'name']} rules={[rule(['items', f.name, 'name'])]} validateDebounce={VALIDATE_DELAY}>
                  <Input maxLength={50} placeholder="如：曳引机" aria-label="项目名称" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={[f.name, 'content']} rules={[rule(['items', f.name, 'content'])]} validateDebounce={VALIDATE_DELAY}>
                  <Input maxLength={200} placeholder="做什么" aria-label="维保内容" />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item name={[f.name, 'standard']} rules={[rule(['items', f.name, 'standard'])]} validateDebounce={VALIDATE_DELAY}>
                  <Input maxLength={200} placeholder="达到什么要求" aria-label="维保要求" />
                </Form.Item>
              </Col>
              <Col span={1}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除维保项目" onClick={() => remove(f.name)} disabled={fields.length === 1} />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...ITEM })} disabled={fields.length >= MAINTAIN_PRICE_LIMITS.items}>
            添加维保项目
          </Button>
        </>
      )}
    </Form.List>
  );
}

function SetRows({ form }: { form: FormInstance }) {
  const rows = (Form.useWatch('setPrices', form) as MaintainPriceForm['setPrices'] | undefined) ?? [];
  return (
    <Form.List name="setPrices">
      {(fields, { add, remove }) => (
        <>
          {fields.length > 0 && (
            <Row gutter={8} className="mp-head">
              <Col span={6}>设备品种</Col>
              <Col span={3}>起始层站</Col>
              <Col span={3}>终止层站</Col>
              <Col span={4}>价格（元/台·月）</Col>
              <Col span={7}>说明</Col>
            </Row>
          )}
          {fields.map((f) => {
            const noFloors = NO_FLOORS.includes(rows[f.name]?.variety);
            return (
              <Row gutter={8} key={f.key} className="mp-row">
                <Col span={6}>
                  <Form.Item name={[f.name, 'variety']} rules={[rule(['setPrices', f.name, 'variety'])]}>
                    <Select
                      options={VARIETY_OPTIONS}
                      aria-label="设备品种"
                      onChange={(v: string) => {
                        if (NO_FLOORS.includes(v as never)) form.setFieldValue(['setPrices', f.name], { ...rows[f.name], variety: v, floorsFrom: null, floorsTo: null });
                        revalidate(form, 'setPrices')();
                      }}
                    />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[f.name, 'floorsFrom']} rules={[floorsRule(f.name, false), rule(['setPrices', f.name, 'floorsFrom'])]} {...countProps}>
                    <InputNumber
                      min={1}
                      max={MAINTAIN_PRICE_LIMITS.floors}
                      precision={0}
                      disabled={noFloors}
                      placeholder={noFloors ? '不限' : '如 2'}
                      aria-label="起始层站"
                      style={{ width: '100%' }}
                      onChange={revalidate(form, 'setPrices')}
                    />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[f.name, 'floorsTo']} rules={[floorsRule(f.name, true), rule(['setPrices', f.name, 'floorsTo'])]} {...countProps}>
                    <InputNumber
                      min={1}
                      max={MAINTAIN_PRICE_LIMITS.floors}
                      precision={0}
                      disabled={noFloors}
                      placeholder={noFloors ? '不限' : '如 6'}
                      aria-label="终止层站"
                      style={{ width: '100%' }}
                      onChange={revalidate(form, 'setPrices')}
                    />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[f.name, 'priceFen']} rules={[rule(['setPrices', f.name, 'priceFen'])]} {...yuanProps}>
                    <InputNumber min={0.01} max={1_000_000} precision={2} placeholder="元" aria-label="每台每月价格" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[f.name, 'remark']} rules={[rule(['setPrices', f.name, 'remark'])]}>
                    <Input maxLength={100} placeholder="如：含高速梯" aria-label="说明" />
                  </Form.Item>
                </Col>
                <Col span={1}>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除按台价格" onClick={() => remove(f.name)} />
                </Col>
              </Row>
            );
          })}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...SET })} disabled={fields.length >= MAINTAIN_PRICE_LIMITS.lines}>
            添加按台价格
          </Button>
        </>
      )}
    </Form.List>
  );
}

function UnitRows({ form }: { form: FormInstance }) {
  return (
    <Form.List name="unitPrices">
      {(fields, { add, remove }) => (
        <>
          {fields.length > 0 && (
            <Row gutter={8} className="mp-head">
              <Col span={3}>台数下限</Col>
              <Col span={3}>台数上限</Col>
              <Col span={3}>合同期限（月）</Col>
              <Col span={4}>合同总价（元）</Col>
              <Col span={10}>服务内容</Col>
            </Row>
          )}
          {fields.map((f) => (
            <Row gutter={8} key={f.key} className="mp-row">
              <Col span={3}>
                <Form.Item name={[f.name, 'unitsFrom']} rules={[rule(['unitPrices', f.name, 'unitsFrom'])]}>
                  <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.units} precision={0} aria-label="台数下限" style={{ width: '100%' }} onChange={revalidate(form, 'unitPrices')} />
                </Form.Item>
              </Col>
              <Col span={3}>
                <Form.Item name={[f.name, 'unitsTo']} rules={[unitsOrder(f.name), rule(['unitPrices', f.name, 'unitsTo'])]}>
                  <InputNumber min={1} max={MAINTAIN_PRICE_LIMITS.units} precision={0} aria-label="台数上限" style={{ width: '100%' }} onChange={revalidate(form, 'unitPrices')} />
                </Form.Item>
              </Col>
              <Col span={3}>
                <Form.Item name={[f.name, 'termMonths']} rules={[rule(['unitPrices', f.name, 'termMonths'])]}>
                  <InputNumber
                    min={1}
                    max={MAINTAIN_PRICE_LIMITS.termMonths}
                    precision={0}
                    aria-label="合同期限"
                    style={{ width: '100%' }}
                    onChange={revalidate(form, 'unitPrices')}
                  />
                </Form.Item>
              </Col>
              <Col span={4}>
                <Form.Item name={[f.name, 'priceFen']} rules={[rule(['unitPrices', f.name, 'priceFen'])]} {...yuanProps}>
                  <InputNumber min={0.01} max={1_000_000} precision={2} placeholder="元" aria-label="合同总价" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={10}>
                <Form.Item name={[f.name, 'scope']} rules={[rule(['unitPrices', f.name, 'scope'])]} validateDebounce={VALIDATE_DELAY}>
                  <Input maxLength={200} placeholder="如：半月、季度、半年、年度维保，24小时应急救援，不含配件" aria-label="服务内容" />
                </Form.Item>
              </Col>
              <Col span={1}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label="删除按单位价格" onClick={() => remove(f.name)} />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ ...UNIT })} disabled={fields.length >= MAINTAIN_PRICE_LIMITS.lines}>
            添加按单位价格
          </Button>
        </>
      )}
    </Form.List>
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
      {record?.state === 'returned' && <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回：${record.opinion}`} description="请按退回原因修改后重新提交。" />}
      {copy && <Alert className="ur-alert" type="info" showIcon title={`以价格表 ${copy.filingNo} 为基础新建`} description="新价格表审核发布后，原价格表自动停止公示。" />}
      <Form<MaintainPriceForm> form={form} layout="vertical" className="ur-form" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
        <h3 className="ur-section">基本信息</h3>
        <Row gutter={24}>
          <Col xs={24} md={12} xl={8}>
            <Form.Item name="title" label="价格表名称" required rules={[rule('title')]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={50} placeholder="如：2026年度电梯维保价格表" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={4}>
            <Form.Item name="effectiveFrom" label="执行日期" required rules={[rule('effectiveFrom')]} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item name="contact" label="联系人" required rules={[rule('contact')]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item name="contactMobile" label="联系人手机" required rules={[rule('contactMobile')]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={11} placeholder="11位手机号码" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8} xl={4}>
            <Form.Item name="dutyPhone" label="24小时值班电话" required rules={[rule('dutyPhone')]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="remark" label="备注" rules={[rule('remark')]}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Col>
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
      </Form>
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
