import { ACCOUNT_APPLY_FLOW, ACCOUNT_APPLY_REQUIRED_KINDS } from '@portal/contract/api/account';
import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Descriptions, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useDecideRegister, useRegister } from '../../../api/account';
import { failureText } from '../../../api/http';
import { AreaLabel } from '../../../components/area-cascader';
import { DictLabel } from '../../../components/dict-label';
import { ACCOUNT_APPLY_FIELD_LABELS as L } from '@portal/contract';
import { FlowLogSection } from '../../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../../components/format';
import { MaterialList } from '../../../components/material-list';
import { PageCard } from '../../../components/page-card';
import { usePageParam } from '../../../components/page-param';
import { StateTag } from '../../../components/state-tag';
import { ReviewDecision, ReviewResult } from '../review-decision';
import '../review.css';

const LIST_PATH = '/account/check';
const REQUIRED = Object.keys(ACCOUNT_APPLY_REQUIRED_KINDS);

/** 注册申请详情: every field and file of an application, and the decision (read-only once taken). */
export default function RegisterDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const query = useRegister(id);
  const decide = useDecideRegister();
  const a = query.data?.application;
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
      返回列表
    </Button>
  );

  if (!id || query.isError)
    return (
      <PageCard title="注册申请详情">
        <Result status="warning" title={id ? failureText(query.error) : '未指定注册申请'} extra={back} />
      </PageCard>
    );

  return (
    <PageCard
      title="注册申请详情"
      note={a && `${a.contactPerson} 于 ${formatTime(a.submittedAt)} 提交`}
      extra={
        <div className="acc-detail-extra">
          {a && <StateTag flow={ACCOUNT_APPLY_FLOW} state={a.state} />}
          {back}
        </div>
      }
    >
      {!a ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <div className="acc-detail">
          <section>
            <h3>单位信息</h3>
            <Descriptions bordered size="small" column={{ xs: 1, lg: 2 }} className="acc-detail-fields">
              <Descriptions.Item label={L.unitName}>{a.unitName}</Descriptions.Item>
              <Descriptions.Item label={L.uscc}>{a.uscc}</Descriptions.Item>
              <Descriptions.Item label={L.unitType}>
                <DictLabel type="unit_type" value={a.unitType} />
              </Descriptions.Item>
              <Descriptions.Item label={L.areaCode}>
                <AreaLabel code={a.areaCode} />
              </Descriptions.Item>
              <Descriptions.Item label={L.address} span={2}>
                {a.address}
              </Descriptions.Item>
              <Descriptions.Item label={L.postalCode}>{a.postalCode || '—'}</Descriptions.Item>
              <Descriptions.Item label={L.legalPerson}>{a.legalPerson}</Descriptions.Item>
              <Descriptions.Item label={L.contactPerson}>{a.contactPerson}</Descriptions.Item>
              <Descriptions.Item label={L.mobile}>{a.mobile}</Descriptions.Item>
              <Descriptions.Item label={L.phone}>{a.phone || '—'}</Descriptions.Item>
              <Descriptions.Item label={L.email}>{a.email || '—'}</Descriptions.Item>
              <Descriptions.Item label="申请登录账号">{a.loginName}</Descriptions.Item>
              <Descriptions.Item label="提交时间">{formatTime(a.submittedAt)}</Descriptions.Item>
            </Descriptions>
          </section>
          <section>
            <h3>申请材料</h3>
            <MaterialList files={query.data?.attachments ?? []} kinds={ATTACHMENT_BIZ_TYPES.register.kinds} required={REQUIRED} />
          </section>
          <section>
            <h3>审核</h3>
            {a.state === 'pending' ? (
              <ReviewDecision
                refuseLabel="退回"
                reasonExample="授权委托书未加盖公章"
                approveConfirm={`通过后将开通“${a.unitName}”及其主账号 ${a.loginName}，并短信通知申请人。确定审核通过吗？`}
                onDecide={(action, opinion) => decide.mutateAsync({ id: a.id, action: action === 'approve' ? 'approve' : 'return', opinion })}
              />
            ) : (
              <ReviewResult flow={ACCOUNT_APPLY_FLOW} decided={a} opinionLabel={a.state === 'returned' ? '退回原因' : '审核意见'} />
            )}
          </section>
          <FlowLogSection kind="accountApply" id={a.id} revision={a.state} />
        </div>
      )}
    </PageCard>
  );
}
