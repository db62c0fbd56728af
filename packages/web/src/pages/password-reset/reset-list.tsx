import type { PasswordResetApplication } from '@portal/contract';
import { PASSWORD_RESET_FLOW } from '@portal/contract/api/password-reset';

import { useNavigate } from 'react-router';
import { useResetList } from '../../api/password-reset';
import { formatTime } from '../../components/format';
import { ReviewQueue } from '../../components/review/review-queue';
import type { SearchColumn } from '../../components/search-table/search-table';
import { PATHS, recordPath } from '../../routes/paths';

const COLUMNS: SearchColumn<PasswordResetApplication>[] = [
  { key: 'loginName', title: '登录账号', dataIndex: 'loginName', width: 130 },
  { key: 'userName', title: '姓名', dataIndex: 'userName', width: 100 },
  { key: 'unitName', title: '所属单位', dataIndex: 'unitName', ellipsis: true },
  { key: 'uscc', title: '统一社会信用代码', dataIndex: 'uscc', width: 190 },
  { key: 'mobile', title: '手机号', dataIndex: 'mobile', width: 130 },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 170, render: (t: string) => formatTime(t) },
];

const REVIEWED_AT: SearchColumn<PasswordResetApplication> = {
  key: 'reviewedAt',
  title: '审核时间',
  dataIndex: 'reviewedAt',
  width: 170,
  render: (t: string | null) => formatTime(t) || '—',
};

/**
 * Password reset applications in a table. `waitingOnly` is the work list (密码重置审核); without it
 * every application can be looked up by state (密码重置查询).
 */
export function ResetList({ waitingOnly }: { waitingOnly: boolean }) {
  const navigate = useNavigate();
  return (
    <ReviewQueue
      flow={PASSWORD_RESET_FLOW}
      useList={useResetList}
      columns={waitingOnly ? COLUMNS : [...COLUMNS, REVIEWED_AT]}
      keywordHint="登录账号、单位名称或信用代码"
      empty={waitingOnly ? '暂无待审核的申请' : '暂无密码重置申请'}
      onOpen={(r) => void navigate(recordPath(PATHS.resetDetail, r.id))}
      waitingOnly={waitingOnly}
      initialState={null}
    />
  );
}
