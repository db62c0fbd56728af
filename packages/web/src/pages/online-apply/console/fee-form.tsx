import type { InspectionApplyRecord } from '@portal/contract';
import { applicationFeeError, fenToYuan, inspectionKindLabel } from '@portal/contract/api/fee';

import { Alert, Button, Select, Skeleton, Space, Table } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../../api/http';
import { useFeeChoices, useReliefPolicies, useSetFee } from '../../../api/online-apply';
import { useConfirmAction } from '../../../components/confirm-action';
import { PATHS } from '../../../routes/paths';
import { yuan } from '../../../components/money';
import { initialPicks, priceLines, type FeePick } from '../../../components/fee/fee-lines';
import './inspection.css';

const amount = (fen: number | null) => (fen === null ? '—' : fenToYuan(fen));

/**
 * 核定费用: per device a fee item of the body's table that fits it (the most specific one preselected) and, where the
 * unit qualifies, a relief policy; the amounts follow each choice as the server will work them out. Set again until
 * the unit pays; a fee relieved in full needs no payment.
 */
export function FeeForm({ record: r }: { record: InspectionApplyRecord }) {
  const choices = useFeeChoices(r.id, true);
  // The policies with their rules, for the amounts; the choices name them only.
  const policies = useReliefPolicies(r.orgId);
  const setFee = useSetFee();
  const confirm = useConfirmAction();
  const [changed, setChanged] = useState<Record<string, FeePick> | null>(null);

  const lines = useMemo(() => choices.data?.lines ?? [], [choices.data]);
  const rules = useMemo(() => new Map((policies.data ?? []).map((p) => [p.id, p])), [policies.data]);
  const picks = changed ?? initialPicks(lines, r.fees);
  const fee = priceLines(lines, picks, rules);
  const unpriceable = lines.filter((l) => !l.feeItems.length);
  const tooMuch = fee.complete ? applicationFeeError(fee.payableFen) : null;

  if (choices.isError) return <Alert type="error" showIcon title={failureText(choices.error)} />;
  if (!choices.data) return <Skeleton active paragraph={{ rows: 4 }} />;

  const pick = (itemId: string, p: Partial<FeePick>) => setChanged({ ...picks, [itemId]: { ...picks[itemId], ...p } });
  const submit = () =>
    confirm(
      '核定费用',
      fee.payableFen === 0
        ? `${lines.length}台设备的检验费用全额减免，核定后无需缴费，申请单位将收到通知。确定核定吗？`
        : `${lines.length}台设备应缴合计 ${yuan(fee.payableFen)}。核定后申请单位将收到缴费通知${r.state === 'feeSet' ? '，此前打开的缴费二维码作废' : ''}。确定核定吗？`,
      () =>
        setFee.mutateAsync({
          id: r.id,
          version: r.version,
          lines: lines.map((l) => ({ itemId: l.itemId, feeItemId: picks[l.itemId]?.feeItemId ?? '', reliefPolicyId: picks[l.itemId]?.reliefPolicyId ?? '' })),
        }),
      fee.payableFen === 0 ? '已核定：全额减免，无需缴费' : `已核定费用，应缴 ${yuan(fee.payableFen)}`,
    );

  return (
    <div className="inspection-fee-form">
      {unpriceable.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${unpriceable.map((l) => l.productName || l.deviceCode).join('、')}没有适用的收费项目，暂不能核定费用`}
          description={
            <>
              请在<Link to={PATHS.inspectionFees}>收费标准</Link>中为该设备的种类或品种添加在用的“{inspectionKindLabel(r.inspectionKind)}
              ”收费项目（按参数区间收费的，设备参数须落在区间内），然后刷新本页。
            </>
          }
        />
      )}
      <Table
        size="small"
        rowKey="itemId"
        pagination={false}
        scroll={{ x: 1000 }}
        dataSource={lines.map((l, i) => ({ ...l, ...fee.lines[i] }))}
        columns={[
          { key: 'device', title: '设备', width: 180, render: (_, l) => [l.productName, l.deviceCode].filter(Boolean).join(' · ') },
          {
            key: 'feeItem',
            title: '收费项目',
            render: (_, l) => (
              <Select
                style={{ width: '100%' }}
                value={picks[l.itemId]?.feeItemId || undefined}
                status={l.feeItems.length ? undefined : 'error'}
                placeholder={l.feeItems.length ? '请选择收费项目' : '无适用的收费项目'}
                disabled={!l.feeItems.length}
                options={l.feeItems.map((f) => ({ value: f.id, label: f.label }))}
                onChange={(v: string) => pick(l.itemId, { feeItemId: v })}
              />
            ),
          },
          {
            key: 'relief',
            title: '减免政策',
            width: 260,
            render: (_, l) => {
              const chosen = l.reliefs.find((p) => p.id === picks[l.itemId]?.reliefPolicyId);
              return (
                <>
                  <Select
                    style={{ width: '100%' }}
                    allowClear
                    value={chosen?.id}
                    placeholder={l.reliefs.length ? '不减免' : '无适用的减免政策'}
                    disabled={!l.reliefs.length}
                    options={l.reliefs.map((p) => ({ value: p.id, label: p.label }))}
                    onChange={(v?: string) => pick(l.itemId, { reliefPolicyId: v ?? '' })}
                  />
                  {chosen && <div className="inspection-fee-condition">适用条件：{chosen.condition}，请核实申请单位符合条件</div>}
                </>
              );
            },
          },
          { key: 'standard', title: '收费标准（元）', dataIndex: 'standardFen', width: 120, align: 'right', render: amount },
          { key: 'reliefFen', title: '减免（元）', dataIndex: 'reliefFen', width: 100, align: 'right', render: amount },
          { key: 'payable', title: '应缴（元）', dataIndex: 'payableFen', width: 100, align: 'right', render: amount },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              合计（{lines.length} 台）
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {fenToYuan(fee.standardFen)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {fenToYuan(fee.reliefFen)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <strong>{fenToYuan(fee.payableFen)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Space className="inspection-fee-actions" wrap>
        <Button type="primary" disabled={!fee.complete || !!tooMuch} loading={setFee.isPending} onClick={submit}>
          {r.state === 'feeSet' ? '重新核定费用' : '核定费用'}
        </Button>
        <span className="inspection-fee-note">
          {tooMuch
            ? tooMuch
            : fee.complete
              ? fee.payableFen === 0
                ? '全额减免，核定后无需缴费，可直接约定检验'
                : `应缴合计 ${yuan(fee.payableFen)}`
              : fee.lines.some((l) => l.standardFen === null)
                ? '请为每台设备选择收费项目'
                : '正在读取减免政策…'}
        </span>
      </Space>
    </div>
  );
}
