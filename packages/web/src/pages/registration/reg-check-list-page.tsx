import type { AccountApplication, AccountQueryResult } from '@portal/contract';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryAccountApplications } from '../../api/registration';
import { normalizeCode, VALIDATE_DELAY } from '../../components/form-rules';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';
import { checkCodeAt, SmsCodeItem } from '../../components/sms-code-input';
import { useAttempt } from '../../components/use-attempt';
import { PATHS } from '../../routes/paths';
import { ApplicationResult } from './application-result';
import { ruleOf } from './register-fields';
import { RegisterWizard } from './register-wizard';
import './register.css';

interface QueryValues {
  uscc: string;
  mobile: string;
  smsCode: string;
}

type View =
  { kind: 'query' } | { kind: 'list'; result: AccountQueryResult } | { kind: 'correct'; result: AccountQueryResult; application: AccountApplication } | { kind: 'resubmitted' };

function QueryForm({ onFound }: { onFound: (r: AccountQueryResult) => void }) {
  const [form] = Form.useForm<QueryValues>();
  const { busy, failure, attempt } = useAttempt();

  const search = (v: QueryValues) =>
    attempt(async () => {
      const mobile = v.mobile.trim();
      const checked = await checkCodeAt(form, mobile, 'query', v.smsCode.trim());
      if (checked) onFound(await queryAccountApplications(v.uscc.trim(), mobile, checked.smsTicket));
    });

  return (
    <Form<QueryValues> form={form} layout="vertical" className="pf-query" onFinish={(v) => void search(v)}>
      <Form.Item name="uscc" label="统一社会信用代码" required rules={ruleOf('uscc')} validateDebounce={VALIDATE_DELAY} normalize={normalizeCode}>
        <Input placeholder="申请时填写的18位统一社会信用代码" maxLength={18} autoFocus />
      </Form.Item>
      <Form.Item name="mobile" label="联系人手机" required rules={ruleOf('mobile')} validateDebounce={VALIDATE_DELAY}>
        <Input placeholder="申请时填写的联系人手机" maxLength={11} />
      </Form.Item>
      <SmsCodeItem purpose="query" />
      {failure && <Alert className="reg-failure" type="error" showIcon title={failure} />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} className="reg-query-submit">
        查询
      </Button>
    </Form>
  );
}

/**
 * Spec §2 /regCheackList: the applicant looks up the application by credit code and the contact's
 * phone (proven by a code) and corrects a returned one with the access the query granted.
 */
export default function RegCheckListPage() {
  const navigate = useNavigate();
  const [view, setView] = useState<View>({ kind: 'query' });

  if (view.kind === 'correct')
    return (
      <PublicFrame title="修改注册申请" intro="按退回原因修改后重新提交，已上传的材料会保留，可删除或补充" width="wide">
        <Alert className="reg-correct-reason" type="warning" showIcon title="退回原因" description={view.application.opinion} />
        <PublicCard>
          <RegisterWizard mode={{ kind: 'resubmit', application: view.application, accessToken: view.result.accessToken }} onSubmitted={() => setView({ kind: 'resubmitted' })} />
        </PublicCard>
        <div className="reg-correct-back">
          <Button type="link" onClick={() => setView({ kind: 'list', result: view.result })}>
            放弃修改，返回查询结果
          </Button>
        </div>
      </PublicFrame>
    );

  return (
    <PublicFrame title="注册结果查询" intro="凭统一社会信用代码和联系人手机查询账号注册申请的审核结果">
      {view.kind === 'query' && (
        <PublicCard title="查询申请">
          <QueryForm onFound={(result) => setView({ kind: 'list', result })} />
        </PublicCard>
      )}
      {view.kind === 'list' && (
        <PublicCard
          title="查询结果"
          extra={
            <Button type="link" onClick={() => setView({ kind: 'query' })}>
              重新查询
            </Button>
          }
        >
          {view.result.applications.map((a) => (
            <ApplicationResult key={a.id} application={a} onCorrect={(application) => setView({ kind: 'correct', result: view.result, application })} />
          ))}
        </PublicCard>
      )}
      {view.kind === 'resubmitted' && (
        <PublicCard>
          <Result
            status="success"
            title="已重新提交"
            subTitle="修改后的申请已提交，请等待管理员审核，审核结果将以短信通知联系人手机。"
            extra={[
              <Button key="query" type="primary" onClick={() => setView({ kind: 'query' })}>
                再次查询
              </Button>,
              <Button key="login" onClick={() => void navigate(PATHS.login)}>
                返回登录
              </Button>,
            ]}
          />
        </PublicCard>
      )}
    </PublicFrame>
  );
}
