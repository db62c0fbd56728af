import type { AccountApplication } from '@portal/contract';
import { ACCOUNT_APPLY_FLOW } from '@portal/contract/api/registration';

import { useRegisterList } from '../../api/registration';
import { DictLabel } from '../../components/dict-label';
import { formatTime } from '../../components/format';
import { ReviewQueuePage } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { PATHS } from '../../routes/paths';

const COLUMNS: SearchColumn<AccountApplication>[] = [
  { key: 'unitName', title: '单位名称', dataIndex: 'unitName', ellipsis: true },
  { key: 'uscc', title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
  { key: 'unitType', title: '单位类型', dataIndex: 'unitType', width: 140, render: (v: string) => <DictLabel type="unit_type" value={v} /> },
  { key: 'contactPerson', title: '联系人', dataIndex: 'contactPerson', width: 100 },
  { key: 'mobile', title: '联系人手机', dataIndex: 'mobile', width: 130 },
  { key: 'loginName', title: '申请账号', dataIndex: 'loginName', width: 130 },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
];

/** 企业账号管理 › 注册审核: the account applications, waiting ones first, to open and decide. */
export default function RegisterCheckPage() {
  return (
    <ReviewQueuePage
      title="注册审核"
      note="企业提交的账号注册申请，核对单位信息和材料后审核；通过即开通单位及其主账号。"
      flow={ACCOUNT_APPLY_FLOW}
      useList={useRegisterList}
      columns={COLUMNS}
      keywordHint="单位名称、信用代码、联系人或账号"
      empty="暂无注册申请"
      page={PATHS.registerDetail}
    />
  );
}
