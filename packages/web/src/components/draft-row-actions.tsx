import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useConfirmAction } from './confirm-action';

interface Props {
  record: { id: string; version: number; state: string; submittedAt: string | null };
  /** The number the applicant quotes, and what the record is called (申请, 告知). */
  no: string;
  noun: string;
  /** The state lets the applicant change it (draft or returned). */
  editable: boolean;
  /** The state lets the applicant take it back into its drafts. */
  withdrawable: boolean;
  onOpen: () => void;
  onEdit: () => void;
  withdraw: (input: { id: string; version: number }) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** Further buttons of the list (复制). */
  children?: ReactNode;
}

/** The applicant's buttons on a row of its applications: 查看, 编辑 or 修改, 撤回, and 删除 for a draft never submitted. */
export function DraftRowActions({ record: r, no, noun, editable, withdrawable, onOpen, onEdit, withdraw, remove, children }: Props) {
  const confirm = useConfirmAction();
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={onOpen}>
        查看
      </Button>
      {editable && (
        <Button type="link" size="small" onClick={onEdit}>
          {r.state === 'returned' ? '修改' : '编辑'}
        </Button>
      )}
      {withdrawable && (
        <Button
          type="link"
          size="small"
          onClick={() => confirm('撤回', `撤回${noun} ${no} 后可修改再提交。确定撤回吗？`, () => withdraw({ id: r.id, version: r.version }), `${noun} ${no} 已撤回`)}
        >
          撤回
        </Button>
      )}
      {r.state === 'draft' && !r.submittedAt && (
        <Button type="link" size="small" danger onClick={() => confirm('删除', `确定删除草稿 ${no} 吗？删除后不能恢复。`, () => remove(r.id), `草稿 ${no} 已删除`)}>
          删除
        </Button>
      )}
      {children}
    </Space>
  );
}
