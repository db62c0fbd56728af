import type { MaintainPriceRecord } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-project';

import { Alert, Button } from 'antd';
import { useDeleteMaintainPrice, useMaintainPrice, useWithdrawMaintainPrice } from '../../api/maintain-price';
import { useConfirmAction } from '../../components/confirm-action';
import { NavButton } from '../../components/nav-button';
import { usePageParam } from '../../components/page-param';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { priceSections } from '../../components/maintain-price/price-sections';

/** The steps the unit may take now. */
function Actions({ record: r }: { record: MaintainPriceRecord }) {
  const confirm = useConfirmAction();
  const withdraw = useWithdrawMaintainPrice();
  return (
    <RecordSteps>
      {MAINTAIN_PRICE_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.maintainPriceForm, r.id)} again={r.state !== 'draft'} />}
      {r.state === 'submitted' && (
        <Button
          onClick={() =>
            confirm(
              '撤回',
              `撤回价格申报 ${r.filingNo} 后，登记机关不再审核，可修改后重新提交。确定撤回吗？`,
              () => withdraw.mutateAsync({ id: r.id, version: r.version }),
              '价格申报已撤回',
            )
          }
        >
          撤回
        </Button>
      )}
      {r.state === 'draft' && !r.submittedAt && (
        <DeleteDraftStep id={r.id} useDelete={useDeleteMaintainPrice} ask={`删除价格申报草稿 ${r.filingNo}？`} done="价格申报草稿已删除" back={PATHS.maintainPriceFilings} />
      )}
      {r.state === 'published' && <NavButton to={`${PATHS.maintainPriceForm}?from=${encodeURIComponent(r.id)}`}>调整价格（以此为基础新建）</NavButton>}
    </RecordSteps>
  );
}

/** /company-service/maintenance-pro-apply-detail?id=: one filing as its unit reads it, the steps it may take and its flow log. */
export default function FilingDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useMaintainPrice(id)} missing="请从维保价格申报列表中打开价格申报">
      {(r) => (
        <RecordView
          title={`价格申报 ${r.filingNo}`}
          tag={<StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} />}
          sections={priceSections(r)}
          flow={{ kind: 'maintainPrice', record: r }}
        >
          {r.state === 'returned' && <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回：${r.opinion}`} description="请按退回原因修改后重新提交。" />}
          {r.state === 'published' && <Alert className="ur-alert" type="success" showIcon title={`已于 ${r.effectiveFrom} 起执行，使用单位可在“维保价格查询”中查到`} />}
          {r.state === 'superseded' && <Alert className="ur-alert" type="info" showIcon title={`已由价格表 ${r.supersededByNo} 替代，不再公示`} />}
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
