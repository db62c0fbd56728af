import type { ConstructionRecord } from '@portal/contract';
import { CONSTRUCTION_EDITABLE } from '@portal/contract/api/construction';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useConstructionList, useDeleteConstruction, useWithdrawConstruction } from '../../api/construction';
import { useConfirmAction } from '../../components/confirm-action';
import { PageCard } from '../../components/page-card';
import { PATHS, recordPath } from '../../routes/paths';
import { ConstructionTable } from './construction-table';

export const CONSTRUCTION_NOTE = '安装、改造、重大修理施工前，由取得相应许可的施工单位向设备使用地登记机关书面告知；登记机关接收并生成告知编号后即可施工。';

/** Spec §2 /construction/register-list: the construction unit's notices, to continue, withdraw or delete. */
export default function RegisterListPage() {
  const navigate = useNavigate();
  const withdraw = useWithdrawConstruction();
  const remove = useDeleteConstruction();
  const open = (r: ConstructionRecord) => void navigate(recordPath(PATHS.constructionDetail, r.id));
  const confirm = useConfirmAction();
  return (
    <PageCard
      title="施工告知登记"
      note={CONSTRUCTION_NOTE}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(PATHS.constructionRegister)}>
          新增施工告知
        </Button>
      }
    >
      <ConstructionTable
        useList={useConstructionList}
        onOpen={open}
        empty="暂无施工告知，点击“新增施工告知”填写"
        actions={(r) => (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => open(r)}>
              查看
            </Button>
            {CONSTRUCTION_EDITABLE.includes(r.state) && (
              <Button type="link" size="small" onClick={() => void navigate(recordPath(PATHS.constructionRegister, r.id))}>
                {r.state === 'returned' ? '修改' : '编辑'}
              </Button>
            )}
            {r.state === 'submitted' && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  void confirm(
                    '撤回',
                    `撤回告知 ${r.applyNo} 后可修改再提交。确定撤回吗？`,
                    () => withdraw.mutateAsync({ id: r.id, version: r.version }),
                    `告知 ${r.applyNo} 已撤回`,
                  )
                }
              >
                撤回
              </Button>
            )}
            {r.state === 'draft' && !r.submittedAt && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => void confirm('删除', `确定删除草稿 ${r.applyNo} 吗？删除后不能恢复。`, () => remove.mutateAsync(r.id), `草稿 ${r.applyNo} 已删除`)}
              >
                删除
              </Button>
            )}
          </Space>
        )}
      />
    </PageCard>
  );
}
