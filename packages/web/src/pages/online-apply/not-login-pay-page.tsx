import { NO_QR_PAY, type NotLoginApply } from '@portal/contract';
import { inspectionKindLabel } from '@portal/contract/api/fee';
import { INSPECTION_FLOW, notLoginQueryInput } from '@portal/contract/api/online-apply';

import { Alert, Button, Descriptions, Form, Input, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useClientConfig } from '../../api/session-queries';
import { notLoginPayState, notLoginQuery, notLoginRefresh, notLoginToPay } from '../../api/online-apply';
import { formatTime } from '../../components/format';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';
import { SmsCodeInput } from '../../components/sms-code-input';
import { StateTag } from '../../components/state-tag';
import { useAttempt } from '../../components/use-attempt';
import { FeeLines } from '../../components/online-apply/apply-sections';
import { QrPay } from './qr-pay';
import '../../components/filing.css';

type QueryValues = { applyNo: string; mobile: string; authCode: string };
const rule = (name: keyof QueryValues) => [fromObjectSchema(notLoginQueryInput, name)];
const viewKey = (token: string) => ['notLoginApply', token] as const;

function QueryForm({ onFound }: { onFound: (a: NotLoginApply) => void }) {
  const [form] = Form.useForm<QueryValues>();
  const { busy, failure, attempt } = useAttempt();
  const search = (v: QueryValues) => attempt(async () => onFound(await notLoginQuery(v.applyNo.trim(), v.mobile.trim(), v.authCode.trim())));
  return (
    <Form<QueryValues> form={form} layout="vertical" onFinish={(v) => void search(v)}>
      <Form.Item name="applyNo" label="申请编号" required rules={rule('applyNo')} validateDebounce={VALIDATE_DELAY} normalize={(v: string) => v.toUpperCase().trim()}>
        <Input placeholder="如 BJ202611250013" maxLength={20} autoFocus />
      </Form.Item>
      <Form.Item name="mobile" label="联系人手机号码" required rules={rule('mobile')} validateDebounce={VALIDATE_DELAY}>
        <Input placeholder="报检时填写的联系人手机" maxLength={11} />
      </Form.Item>
      <Form.Item name="authCode" label="短信验证码" required rules={rule('authCode')}>
        <SmsCodeInput purpose="pay" resolveMobile={() => form.validateFields(['mobile']).then((v) => v.mobile.trim())} />
      </Form.Item>
      {failure && <Alert className="ur-alert" type="error" showIcon title={failure} />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        查询
      </Button>
    </Form>
  );
}

/** The application's progress and fee notice, and its QR while the fee is due; nothing else of the unit. */
function ApplyView({ first, onExpired }: { first: NotLoginApply; onExpired: () => void }) {
  const token = first.accessToken;
  const view = useQuery({ queryKey: viewKey(token), queryFn: () => notLoginRefresh(token), initialData: first, staleTime: 0 });
  const qrPay = useClientConfig().data?.qrPay !== false;
  if (view.isError) return <Result status="warning" title={failureText(view.error)} extra={<Button onClick={onExpired}>重新查询</Button>} />;
  const a = view.data;
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: '申请编号', children: a.applyNo },
          { key: 'state', label: '办理状态', children: <StateTag flow={INSPECTION_FLOW} state={a.state} /> },
          { key: 'org', label: '检验机构', children: a.orgName },
          { key: 'kind', label: '检验类别', children: inspectionKindLabel(a.inspectionKind) },
          { key: 'accept', label: '受理编号', children: a.acceptNo || '待受理' },
          { key: 'submitted', label: '提交时间', children: a.submittedAt ? formatTime(a.submittedAt) : '—' },
          ...(a.scheduledDate ? [{ key: 'date', label: '约定检验日期', children: a.scheduledDate }] : []),
          ...(a.paidAt ? [{ key: 'paid', label: '缴费时间', children: formatTime(a.paidAt) }] : []),
        ]}
      />
      {a.fees.length > 0 && (
        <>
          <h3 className="ur-section">缴费通知</h3>
          <FeeLines record={a} />
        </>
      )}
      {a.state === 'feeSet' && qrPay && (
        <>
          <h3 className="ur-section">扫码缴费</h3>
          <QrPay payer={{ key: [...viewKey(token), 'pay'], open: (renew) => notLoginToPay(token, renew), state: () => notLoginPayState(token), refresh: viewKey(token) }} />
        </>
      )}
      {a.state === 'feeSet' && !qrPay && <Alert type="info" showIcon title={`${NO_QR_PAY}，转账附言请注明申请编号 ${a.applyNo}。`} />}
    </>
  );
}

/**
 * Spec §2 /notLoginOnlinePay: whoever holds an application number and the code sent to its contact's mobile sees the
 * application's progress and fee notice and pays it by QR, without logging in.
 */
export default function NotLoginPayPage() {
  const [found, setFound] = useState<NotLoginApply | null>(null);
  return (
    <PublicFrame title="报检进度查询与缴费" intro="凭申请编号和联系人手机验证码查询报检进度、缴纳检验费，无需登录" width={found ? 'wide' : 'narrow'}>
      {found ? (
        <PublicCard
          title="报检申请"
          extra={
            <Button type="link" onClick={() => setFound(null)}>
              重新查询
            </Button>
          }
        >
          <ApplyView first={found} onExpired={() => setFound(null)} />
        </PublicCard>
      ) : (
        <PublicCard title="查询申请">
          <QueryForm onFound={setFound} />
        </PublicCard>
      )}
    </PublicFrame>
  );
}
