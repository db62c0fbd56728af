import type { DeclaredDevice } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { INSPECTION_DOCUMENTS, needsOpinionLetter, saveForNoAccountInput } from '@portal/contract/api/online-apply';

import { Alert, Button, Card, Col, DatePicker, Form, Input, Result, Row, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../api/http';
import { saveForNoAccount, signNoAccountUpload } from '../../api/online-apply';
import { choicesOf } from '../../components/choices';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';
import { SmsCodeInput } from '../../components/sms-code-input';
import { TokenUpload } from '../../components/token-upload/token-upload';
import { useUploadSign } from '../../components/token-upload/use-upload-sign';
import { PATHS } from '../../routes/paths';
import { ApplyFields, type ApplyFieldValues } from './apply-fields';
import '../../components/filing.css';

type Device = Partial<DeclaredDevice>;
type Values = ApplyFieldValues & { unitName: string; uscc: string; devices: Device[]; authCode: string; material?: Record<string, number> };

const rule = (name: string | (string | number)[]) => [fromObjectSchema(saveForNoAccountInput, name)];
const col = { xs: 24, md: 12, xl: 8 };
const TYPE_OPTIONS = choicesOf(EQUIPMENT_TYPE_NAMES);
const today = () => dayjs().format('YYYY-MM-DD');

const mustHave = (label: string) => ({
  validator: (_: unknown, count: number | undefined) => (count ? Promise.resolve() : Promise.reject(new Error(`请上传${label}`))),
});

/** One declared device: what its registration certificate and last report say. */
function DeviceCard({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const name = (field: keyof DeclaredDevice) => [index, field];
  const path = (field: keyof DeclaredDevice) => rule(['devices', index, field]);
  return (
    <Card
      size="small"
      className="ur-alert"
      title={`设备 ${index + 1}`}
      extra={
        onRemove && (
          <Button type="link" danger size="small" onClick={onRemove}>
            移除
          </Button>
        )
      }
    >
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name={name('typeCode')} label="设备类别" required rules={path('typeCode')}>
            <Select placeholder="请选择" options={TYPE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name={name('productName')} label="设备名称" required rules={path('productName')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name={name('deviceCode')} label="设备代码" rules={path('deviceCode')} validateDebounce={VALIDATE_DELAY} extra="设备代码或使用登记证编号至少填一项">
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name={name('certNo')} label="使用登记证编号" rules={path('certNo')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name={name('lastInspectionDate')} label="上次检验日期" rules={path('lastInspectionDate')} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name={name('nextInspectionDate')} label="下次检验日期" rules={path('nextInspectionDate')} extra="见上次检验报告" {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name={name('address')} label="设备使用地点" required rules={path('address')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

/** The documents: the stamped application always, the regulator's letter when a declared device is overdue beyond the rule. */
function Material({ token }: { token: (kind: string) => Promise<string> }) {
  const devices = (Form.useWatch('devices') as Device[] | undefined) ?? [];
  const letter = devices.some((d) => needsOpinionLetter({ lastInspectionDate: d?.lastInspectionDate || null, nextInspectionDate: d?.nextInspectionDate || null }, today()));
  const kinds = [
    { kind: 'applyScan', required: true },
    { kind: 'opinionLetter', required: letter },
    { kind: 'other', required: false },
  ] as const;
  return (
    <>
      {letter && <Alert className="ur-alert" type="warning" showIcon title="有设备超期未检超过规定期限，须上传监管部门意见书" />}
      {kinds.map(({ kind, required }) => {
        const label = INSPECTION_DOCUMENTS[kind].label;
        return (
          <Form.Item key={kind} name={['material', kind]} rules={required ? [mustHave(label)] : []}>
            <TokenUpload kind={kind} label={label} required={required} token={token} />
          </Form.Item>
        );
      })}
    </>
  );
}

/**
 * /notLoginOnlineApply (spec saveForNoAccount): a unit without an account applies for inspection of devices it declares,
 * confirmed by the code sent to its contact's mobile. It follows and pays the application at /notLoginOnlinePay; once
 * the unit registers, the application is among its own.
 */
export default function NoAccountApplyPage() {
  const [form] = Form.useForm<Values>();
  const sign = useUploadSign(signNoAccountUpload);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<{ applyNo: string } | null>(null);

  async function submit() {
    setFailure('');
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (!sign.draftId) {
      setFailure('请上传加盖公章的报检申请书');
      return;
    }
    setBusy(true);
    try {
      const { material: _material, ...values } = v;
      const receipt = await saveForNoAccount({ ...values, devices: values.devices as DeclaredDevice[], inspectionKind: values.inspectionKind!, draftId: sign.draftId, isPc: true });
      setDone({ applyNo: receipt.applyNo });
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (done)
    return (
      <PublicFrame title="无账号报检" width="wide">
        <PublicCard>
          <Result
            status="success"
            title={`报检申请 ${done.applyNo} 已提交`}
            subTitle="检验机构受理、核定费用和约定检验时会短信通知联系人。请记下申请编号，凭申请编号和联系人手机验证码查询进度、缴纳检验费。"
            extra={
              <Link to={PATHS.notLoginOnlinePay}>
                <Button type="primary">报检进度查询与缴费</Button>
              </Link>
            }
          />
        </PublicCard>
      </PublicFrame>
    );

  return (
    <PublicFrame title="无账号报检" width="wide" intro="尚未开通账号的使用单位可在此报检，开通账号后已提交的申请自动归入本单位；已有账号的请登录后报检">
      <PublicCard>
        <Form<Values> form={form} layout="vertical" className="ur-form" initialValues={{ devices: [{}], inspectionKind: 'periodic' }} scrollToFirstError={{ block: 'center' }}>
          <h3 className="ur-section">申请单位</h3>
          <Row gutter={24}>
            <Col xs={24} md={12}>
              <Form.Item name="unitName" label="单位名称" required rules={rule('unitName')} validateDebounce={VALIDATE_DELAY}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="uscc" label="统一社会信用代码" required rules={rule('uscc')} validateDebounce={VALIDATE_DELAY}>
                <Input maxLength={18} />
              </Form.Item>
            </Col>
          </Row>
          <h3 className="ur-section">报检设备</h3>
          <Form.List name="devices">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <DeviceCard key={f.key} index={f.name} onRemove={fields.length > 1 ? () => remove(f.name) : undefined} />
                ))}
                {fields.length < 20 && (
                  <Button type="dashed" block onClick={() => add({})}>
                    添加设备
                  </Button>
                )}
              </>
            )}
          </Form.List>
          <ApplyFields />
          <h3 className="ur-section">报检材料</h3>
          <Material token={sign.token} />
          <h3 className="ur-section">短信验证</h3>
          <Form.Item name="authCode" label="联系人手机验证码" required rules={rule('authCode')}>
            <SmsCodeInput purpose="inspectApply" resolveMobile={() => form.validateFields(['contactMobile']).then((v) => v.contactMobile)} />
          </Form.Item>
          {failure && <Alert className="ur-alert" type="error" showIcon title={failure} />}
          <Space className="ur-actions">
            <Button type="primary" loading={busy} onClick={() => void submit()}>
              提交报检
            </Button>
          </Space>
        </Form>
      </PublicCard>
    </PublicFrame>
  );
}
