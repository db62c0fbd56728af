import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';
import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../../api/http';
import { useAuditReset, useReset } from '../../../api/password-reset';
import { FlowLogSection } from '../../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../../components/format';
import { MaterialList } from '../../../components/material-list';
import { PageCard } from '../../../components/page-card';
import { usePageParam } from '../../../components/page-param';
import { StateTag } from '../../../components/state-tag';
import { ReviewDecision, ReviewResult } from '../review-decision';
import '../review.css';

const CHECK_LIST = '/account/reset-password-check-list';
const QUERY_LIST = '/account/reset-password-query-list';

/** 密码重置详情: who asks, the sealed letter, and the decision (read-only once taken). */
export default function ResetPasswordDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const query = useReset(id);
  const audit = useAuditReset();
  const a = query.data?.application;
  const back = (
    // Waiting ones are worked from the check list, decided ones looked up in the query list.
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(a && a.state !== 'pending' ? QUERY_LIST : CHECK_LIST)}>
      返回列表
    </Button>
  );

  if (!id || query.isError)
    return (
      <PageCard title="密码重置详情">
        <Result status="warning" title={id ? failureText(query.error) : '未指定密码重置申请'} extra={back} />
      </PageCard>
    );

  return (
    <PageCard
      title="密码重置详情"
      note={a && `提交于 ${formatTime(a.submittedAt)}`}
      extra={
        <div className="acc-detail-extra">
          {a && <StateTag flow={PASSWORD_RESET_FLOW} state={a.state} />}
          {back}
        </div>
      }
    >
      {!a ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="acc-detail">
          <section>
            <h3>申请账号</h3>
            <Descriptions bordered size="small" column={{ xs: 1, lg: 2 }} className="acc-detail-fields">
              <Descriptions.Item label="登录账号">{a.loginName}</Descriptions.Item>
              <Descriptions.Item label="姓名">{a.userName}</Descriptions.Item>
              <Descriptions.Item label="所属单位">{a.unitName}</Descriptions.Item>
              <Descriptions.Item label="统一社会信用代码">{a.uscc}</Descriptions.Item>
              <Descriptions.Item label="验证手机号">{a.mobile}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{formatTime(a.submittedAt)}</Descriptions.Item>
            </Descriptions>
          </section>
          <section>
            <h3>申请函</h3>
            <MaterialList files={query.data?.attachments ?? []} kinds={ATTACHMENT_BIZ_TYPES.resetPassword.kinds} required={['letter']} />
          </section>
          <section>
            <h3>审核</h3>
            {a.state === 'pending' ? (
              <ReviewDecision
                refuseLabel="驳回"
                reasonExample="申请函未加盖单位公章"
                approveConfirm={`通过后账号 ${a.loginName} 的新密码立即生效，原密码失效，该账号已登录的会话全部退出。确定审核通过吗？`}
                onDecide={(action, opinion) => audit.mutateAsync({ id: a.id, action: action === 'approve' ? 'approve' : 'reject', opinion })}
              />
            ) : (
              <ReviewResult flow={PASSWORD_RESET_FLOW} decided={a} opinionLabel={a.state === 'rejected' ? '驳回原因' : '审核意见'} />
            )}
          </section>
          <FlowLogSection kind="passwordReset" id={a.id} revision={a.state} />
        </div>
      )}
    </PageCard>
  );
}
