import type { AccountApplication } from '@portal/contract';
import { ACCOUNT_APPLY_FLOW } from '@portal/contract/api/registration';

import { Button, Descriptions } from 'antd';
import { useDictLabel } from '../../api/dict';
import { formatTime } from '../../components/format';
import { StateTag } from '../../components/state-tag';

const WHAT_NEXT = {
  pending: '申请正在审核中，审核结果将以短信通知联系人手机。',
  approved: '申请已审核通过，请使用申请的登录账号和密码登录。',
  returned: '申请已被退回，请按退回原因修改后重新提交。',
} as const;

/** One application as its applicant sees it: where it stands, and why when it was returned. */
export function ApplicationResult({ application: a, onCorrect }: { application: AccountApplication; onCorrect: (a: AccountApplication) => void }) {
  const type = useDictLabel('unit_type', a.unitType);
  return (
    <article className={`reg-result reg-result-${a.state}`} aria-label={`${a.unitName}的注册申请`}>
      <header className="reg-result-head">
        <div>
          <h3>{a.unitName}</h3>
          <span className="reg-result-sub">{WHAT_NEXT[a.state]}</span>
        </div>
        <StateTag flow={ACCOUNT_APPLY_FLOW} state={a.state} />
      </header>
      {a.state === 'returned' && (
        <div className="reg-result-reason" role="note">
          <strong>退回原因：</strong>
          {a.opinion}
        </div>
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label="统一社会信用代码">{a.uscc}</Descriptions.Item>
        <Descriptions.Item label="单位类型">{type}</Descriptions.Item>
        <Descriptions.Item label="申请登录账号">{a.loginName}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatTime(a.submittedAt)}</Descriptions.Item>
        {a.reviewedAt && <Descriptions.Item label="审核时间">{formatTime(a.reviewedAt)}</Descriptions.Item>}
        {a.state === 'approved' && a.opinion && <Descriptions.Item label="审核意见">{a.opinion}</Descriptions.Item>}
      </Descriptions>
      {a.state === 'returned' && (
        <div className="reg-result-actions">
          <Button type="primary" onClick={() => onCorrect(a)}>
            修改并重新提交
          </Button>
        </div>
      )}
    </article>
  );
}
