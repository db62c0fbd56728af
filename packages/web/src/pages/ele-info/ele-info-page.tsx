import type { EleInfo } from '@portal/contract';

import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { fetchEleInfo } from '../../api/ele-info';
import { chineseDate } from '../../components/format';
import { lookUp, PhoneFrame, PhoneRow as Row, PhoneRows, PhoneWaiting, type PhoneLoad } from '../../components/phone-frame/phone-frame';
import { PATHS } from '../../routes/paths';
import './ele-info.css';

type Load = PhoneLoad<EleInfo>;
/** An answer, with the query it answers: a newer query shows as loading until its own answer comes. */
type Answer = { key: string; load: Load };

const TONE: Record<string, string> = { 即将到期: 'ei-state-soon', 超期未检: 'ei-state-over' };

function Info({ info: d }: { info: EleInfo }) {
  const last = [d.lastKindLabel, d.lastConclusionLabel].filter(Boolean).join(' · ');
  return (
    <>
      <section className={`phone-card ei-state ${TONE[d.dueLabel] ?? ''}`} aria-label="电梯信息">
        <h1>{[d.typeName, d.varietyName].filter(Boolean).join(' · ') || '电梯'}</h1>
        <div className="ei-cert">{d.certNo || d.deviceCode}</div>
        {d.dueLabel && (
          <p className="ei-due">
            {d.dueLabel}
            {d.nextDate && `：下次${d.nextKindLabel || '检验'}日期 ${chineseDate(d.nextDate)}`}
          </p>
        )}
      </section>
      <PhoneRows className="ei-rows">
        <Row label="使用单位">{d.useUnitName}</Row>
        <Row label="设备使用状态">{d.useStatusLabel}</Row>
        <Row label="设备代码">{d.deviceCode}</Row>
        <Row label="维保单位">{d.maintenanceUnit}</Row>
        <Row label="应急救援电话">
          {d.dutyPhone && (
            <a className="ei-phone" href={`tel:${d.dutyPhone}`}>
              {d.dutyPhone}
            </a>
          )}
        </Row>
        <Row label="最近维保">{d.lastMaintainedOn && chineseDate(d.lastMaintainedOn)}</Row>
      </PhoneRows>
      <PhoneRows className="ei-rows">
        <Row label="上次检验（检测）">{d.lastDate && `${chineseDate(d.lastDate)}${last ? `（${last}）` : ''}`}</Row>
        <Row label="检验（检测）机构">{d.lastOrg}</Row>
        <Row label={`下次${d.nextKindLabel || '检验'}日期`}>{d.nextDate && chineseDate(d.nextDate)}</Row>
      </PhoneRows>
      <section className="phone-card">
        <div className="ei-label">电梯使用标志</div>
        {d.mark ? (
          <>
            <p className="ei-muted">
              依据自行检测报告 {d.mark.reportNo} 于 {chineseDate(d.mark.printedDate)} 打印，标志上的下次日期为 {chineseDate(d.mark.nextDate)}。文件 SM3 指纹：
            </p>
            <code className="ei-sm3">{d.mark.sm3}</code>
          </>
        ) : (
          <p className="ei-muted">尚无依据自行检测打印的使用标志；标志内容以登记机关或检验机构出具的为准。</p>
        )}
        <p className="ei-muted">电梯内张贴的使用标志应与以上信息一致；如有不符或电梯故障、困人，请拨打应急救援电话或 96333。</p>
      </section>
    </>
  );
}

/** Asks for a certificate number when the page was opened without a QR reference. */
function CertForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) void navigate(`${PATHS.eleInfo}?certNo=${encodeURIComponent(value.trim())}`);
  };
  return (
    <section className="phone-card">
      <div className="ei-label">按使用登记证编号查询</div>
      <form className="ei-form" onSubmit={submit}>
        <input aria-label="使用登记证编号" value={value} maxLength={30} placeholder="如 梯11浙B00012(26)" onChange={(e) => setValue(e.target.value)} />
        <button type="submit">查询</button>
      </form>
    </section>
  );
}

/**
 * /eleInfoPublic?ref= (the QR code of the use mark in the car: 一机一码) or ?certNo=: an elevator's public record for a
 * passenger, usually on a phone. No session and no antd; nothing personal, only what the car's use mark shows and
 * where the elevator stands with its inspections and self-tests.
 */
export default function EleInfoPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const certNo = params.get('certNo') ?? '';
  const key = ref ? `ref:${ref}` : certNo ? `cert:${certNo}` : '';
  const [answer, setAnswer] = useState<Answer | null>(null);
  const load: Load = !key ? { state: 'idle' } : answer?.key === key ? answer.load : { state: 'loading' };

  useEffect(() => {
    if (!key) return;
    void lookUp(fetchEleInfo(ref ? { ref } : { certNo })).then((load) => setAnswer({ key, load }));
  }, [key, ref, certNo]);

  return (
    <PhoneFrame heading="电梯信息公示">
      <PhoneWaiting load={load} busy="正在查询…" failed="未能查询" />
      {load.state === 'found' && <Info info={load.found} />}
      {!ref && load.state !== 'found' && <CertForm initial={certNo} />}
    </PhoneFrame>
  );
}
