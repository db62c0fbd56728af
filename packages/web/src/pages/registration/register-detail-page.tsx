import { ACCOUNT_APPLY_FIELD_LABELS as L } from '@portal/contract';

import { ACCOUNT_APPLY_FLOW, ACCOUNT_APPLY_REQUIRED_KINDS } from '@portal/contract/api/registration';

import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { useDecideRegister, useRegister } from '../../api/registration';
import { AreaLabel } from '../../components/area-cascader';
import { DictLabel } from '../../components/dict-label';
import { formatTime } from '../../components/format';
import { MaterialList } from '../../components/material-list';
import { usePageParam } from '../../components/page-param';
import { ReviewDetail } from '../../components/review/review-detail';
import { ReviewPage } from '../../components/review/review-page';
import { PATHS } from '../../routes/paths';

const REQUIRED = Object.keys(ACCOUNT_APPLY_REQUIRED_KINDS);

/** 注册申请详情: every field and file of an application, and the decision (read-only once taken). */
export default function RegisterDetailPage() {
  const id = usePageParam('id');
  const query = useRegister(id);
  const decide = useDecideRegister();
  const a = query.data?.application;

  return (
    <ReviewPage
      title="注册申请详情"
      missing="未指定注册申请"
      id={id}
      error={query.error}
      flow={ACCOUNT_APPLY_FLOW}
      state={a?.state}
      note={a && `${a.contactPerson} 于 ${formatTime(a.submittedAt)} 提交`}
      backTo={PATHS.registerCheck}
    >
      {a && (
        <ReviewDetail
          flow={ACCOUNT_APPLY_FLOW}
          flowLog="accountApply"
          record={a}
          sections={[
            {
              title: '单位信息',
              fields: [
                { label: L.unitName, value: a.unitName },
                { label: L.uscc, value: a.uscc },
                { label: L.unitType, value: <DictLabel type="unit_type" value={a.unitType} /> },
                { label: L.areaCode, value: <AreaLabel code={a.areaCode} /> },
                { label: L.address, value: a.address, span: 2 },
                { label: L.postalCode, value: a.postalCode || '—' },
                { label: L.legalPerson, value: a.legalPerson },
                { label: L.contactPerson, value: a.contactPerson },
                { label: L.mobile, value: a.mobile },
                { label: L.phone, value: a.phone || '—' },
                { label: L.email, value: a.email || '—' },
                { label: '申请登录账号', value: a.loginName },
                { label: '提交时间', value: formatTime(a.submittedAt) },
              ],
            },
          ]}
          material={{
            title: '申请材料',
            content: <MaterialList files={query.data?.attachments ?? []} kinds={ATTACHMENT_BIZ_TYPES.register.kinds} required={REQUIRED} />,
          }}
          actions={['approve', 'return']}
          confirm={{ approve: `通过后将开通“${a.unitName}”及其主账号 ${a.loginName}，并短信通知申请人。确定审核通过吗？` }}
          reasonExample="授权委托书未加盖公章"
          notice="申请人会收到短信通知"
          onDecide={(action, opinion) => decide.mutateAsync({ id: a.id, action, opinion })}
        />
      )}
    </ReviewPage>
  );
}
