import { Button, Space, Tag } from 'antd';
import { useConfirmAction } from '../../components/confirm-action';
import { choiceField } from '../../components/search-table/list-fields';
import type { SearchField } from '../../components/search-table/search-table';

/** 在用 while today is within the row's execution period. */
export const currentTag = (current: boolean) => (current ? <Tag color="success">在用</Tag> : <Tag>未在用</Tag>);

/** The 执行状态 filter: only the rows in use, or all of them. */
export const currentField: SearchField<{ current?: boolean }> = choiceField('current', '执行状态', [{ value: true, label: '在用' }]);

/** The execution period as the tables show it. */
export const periodText = (r: { validFrom: string; validTo: string }) => `${r.validFrom} 至 ${r.validTo || '长期'}`;

/**
 * 编辑 and 删除 on a row of the body's fee table or relief policies. A row already used to set a fee cannot be
 * deleted (the server says so and suggests an end date instead).
 */
export function EditDeleteActions({ name, noun, onEdit, remove }: { name: string; noun: string; onEdit: () => void; remove: () => Promise<unknown> }) {
  const confirm = useConfirmAction();
  return (
    <Space size={0}>
      <Button type="link" size="small" onClick={onEdit}>
        编辑
      </Button>
      <Button type="link" size="small" danger onClick={() => confirm('删除', `确定删除${noun}“${name}”吗？删除后不能恢复。`, remove, `${noun}“${name}”已删除`)}>
        删除
      </Button>
    </Space>
  );
}
