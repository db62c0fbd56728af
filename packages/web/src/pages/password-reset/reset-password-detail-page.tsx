import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';

import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';
import { waitsForReviewer } from '@portal/contract/domain/workflow';

import { useAuditReset, useReset } from '../../api/password-reset';
import { formatTime } from '../../components/format';
import { MaterialList } from '../../components/material-list';
import { usePageParam } from '../../components/page-param';
import { ReviewDetail } from '../../components/review/review-detail';
import { ReviewPage } from '../../components/review/review-page';
import { PATHS } from '../../routes/paths';

/** 密码重置详情: who asks, the sealed letter, and the decision (read-only once taken). */
export default function ResetPasswordDetailPage() {
  const id = usePageParam('id');
  const query = useReset(id);
  const audit = useAuditReset();
  const a = query.data?.application;

  return (
    <ReviewPage
      title="密码重置详情"
      missing="未指定密码重置申请"
      id={id}
      error={query.error}
      flow={PASSWORD_RESET_FLOW}
      state={a?.state}
      note={a && `提交于 ${formatTime(a.submittedAt)}`}
      // Waiting ones are worked from the check list, decided ones looked up in the query list.
      backTo={a && !waitsForReviewer(PASSWORD_RESET_FLOW, a.state) ? PATHS.resetQueryList : PATHS.resetCheckList}
    >
      {a && (
        <ReviewDetail
          flow={PASSWORD_RESET_FLOW}
          flowLog="passwordReset"
          record={a}
          sections={[
            {
              title: '申请账号',
              fields: [
                { label: '登录账号', value: a.loginName },
                { label: '姓名', value: a.userName },
                { label: '所属单位', value: a.unitName },
                { label: '统一社会信用代码', value: a.uscc },
                { label: '验证手机号', value: a.mobile },
                { label: '提交时间', value: formatTime(a.submittedAt) },
              ],
            },
          ]}
          material={{
            title: '申请函',
            content: <MaterialList files={query.data?.attachments ?? []} kinds={ATTACHMENT_BIZ_TYPES.resetPassword.kinds} required={['letter']} />,
          }}
          actions={['approve', 'reject']}
          confirm={{ approve: `通过后账号 ${a.loginName} 的新密码立即生效，原密码失效，该账号已登录的会话全部退出。确定审核通过吗？` }}
          reasonExample="申请函未加盖单位公章"
          notice="申请人会收到短信通知"
          onDecide={(action, opinion) => audit.mutateAsync({ id: a.id, action, opinion })}
        />
      )}
    </ReviewPage>
  );
}
