import type { PasswordResetApplication } from '@portal/contract';
import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';

import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { queryPasswordResets } from '../../api/password-reset';
import { formatTime } from '../../components/format';
import { VALIDATE_DELAY } from '../../components/form-rules';
import { checkCodeAt, SmsCodeItem } from '../../components/sms-code-input';
import { StateTag } from '../../components/state-tag';
import { useAttempt } from '../../components/use-attempt';
import { IDENTITY_LABELS, identityRule, type ResetSentState } from './reset-fields';

interface QueryValues {
  loginName: string;
  mobile: string;
  smsCode: string;
}

const WHAT_NEXT = {
  pending: '正在审核，审核结果将以短信通知。',
  approved: '已审核通过，新密码已生效，请使用申请时设置的新密码登录。',
  rejected: '申请被驳回，可按驳回原因重新申请。',
} as const;

function Results({ list }: { list: PasswordResetApplication[] }) {
  return (
    <div className="rp-result" aria-label="查询结果">
      {list.map((a) => (
        <article key={a.id} className="rp-result-item">
          <div className="rp-result-head">
            <strong>{WHAT_NEXT[a.state]}</strong>
            <StateTag flow={PASSWORD_RESET_FLOW} state={a.state} />
          </div>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label="单位">{a.unitName}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatTime(a.submittedAt)}</Descriptions.Item>
            {a.reviewedAt && <Descriptions.Item label="审核时间">{formatTime(a.reviewedAt)}</Descriptions.Item>}
            {a.opinion && <Descriptions.Item label={a.state === 'rejected' ? '驳回原因' : '审核意见'}>{a.opinion}</Descriptions.Item>}
          </Descriptions>
        </article>
      ))}
    </div>
  );
}

/** The applicant looks up reset applications with the login name and the phone, proven again by a code. */
export function ResetQuery({ initial }: { initial: ResetSentState | null }) {
  const [form] = Form.useForm<QueryValues>();
  const { busy, failure, attempt } = useAttempt();
  const [list, setList] = useState<PasswordResetApplication[] | null>(null);

  function search(v: QueryValues) {
    setList(null);
    return attempt(async () => {
      const mobile = v.mobile.trim();
      const checked = await checkCodeAt(form, mobile, 'query', v.smsCode.trim());
      if (checked) setList(await queryPasswordResets(v.loginName.trim(), mobile, checked.smsTicket));
    });
  }

  return (
    <div className="pf-query">
      <Form<QueryValues> form={form} layout="vertical" initialValues={initial ?? undefined} onFinish={(v) => void search(v)}>
        <Form.Item name="loginName" label={IDENTITY_LABELS.loginName} required rules={identityRule('loginName')} validateDebounce={VALIDATE_DELAY}>
          <Input placeholder="申请重置密码的登录账号" maxLength={64} />
        </Form.Item>
        <Form.Item name="mobile" label={IDENTITY_LABELS.mobile} required rules={identityRule('mobile')} validateDebounce={VALIDATE_DELAY}>
          <Input placeholder="请输入11位手机号码" maxLength={11} />
        </Form.Item>
        <SmsCodeItem purpose="query" />
        {failure && <Alert className="rp-failure" type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" block loading={busy}>
          查询审核结果
        </Button>
      </Form>
      {list && <Results list={list} />}
    </div>
  );
}
