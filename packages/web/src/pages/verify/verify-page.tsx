import type { DocumentVerification, InspectionDocVerification, MfgCertVerification, ReportVerification, Verification } from '@portal/contract';
import { ISSUED_DOCUMENT_KINDS, type IssuedDocumentState } from '@portal/contract/domain/documents';

import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { verifyDocument } from '../../api/document-verify';
import { failureText } from '../../api/http';
import { PhoneFrame, PhoneNotice } from '../../components/phone-frame/phone-frame';
import './verify.css';

type Load = { state: 'loading' } | { state: 'found'; doc: Verification } | { state: 'missing'; reason: string };

/** What the state means to someone holding the paper. */
const MEANING: Record<IssuedDocumentState, string> = {
  valid: '该证件现行有效。',
  changed: '该设备已办理变更登记，此证件已被新证件取代，请以新证件为准。',
  cancelled: '该设备的使用登记已注销，此证件已失效。',
};

/** 2026-01-05 → 2026年1月5日. */
const chineseDate = (d: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return m ? `${m[1]}年${Number(m[2])}月${Number(m[3])}日` : d;
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="vf-row">
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

function DocumentResult({ doc }: { doc: DocumentVerification }) {
  const variety = [doc.categoryName, doc.varietyName].filter(Boolean).join(' · ');
  return (
    <>
      <section className={`phone-card vf-state vf-state-${doc.state}`} aria-label="核验结果">
        <span className="vf-tag">{doc.stateLabel}</span>
        <h1>{doc.kindLabel}</h1>
        <div className="vf-cert">{doc.certNo}</div>
        <p>
          {MEANING[doc.state]}
          {doc.stateDate && `（${doc.stateLabel}于${chineseDate(doc.stateDate)}）`}
        </p>
      </section>
      <section className="phone-card">
        <dl className="vf-rows">
          <Row label="设备种类">{doc.typeName}</Row>
          <Row label="设备类别及品种">{variety}</Row>
          <Row label="设备代码">{doc.deviceCode}</Row>
          <Row label="使用单位">{doc.unitName}</Row>
          <Row label="设备使用状态">{doc.useStatusLabel}</Row>
          {doc.kind === 'useMark' && <Row label="下次检验日期">{doc.nextInspectionDate && chineseDate(doc.nextInspectionDate)}</Row>}
          <Row label="登记机关">{doc.registryName}</Row>
          <Row label="发证日期">{chineseDate(doc.issueDate)}</Row>
        </dl>
      </section>
      <section className="phone-card">
        <div className="vf-label">文件 SM3 指纹</div>
        {doc.sm3 ? <code className="vf-sm3">{doc.sm3}</code> : <div className="vf-muted">使用单位尚未下载该{ISSUED_DOCUMENT_KINDS[doc.kind].short}，文件生成后显示</div>}
        <p className="vf-muted">电子文件的 SM3 杂凑值应与此一致；不一致说明文件已被改动。</p>
      </section>
    </>
  );
}

/** An inspection report: what it found, and whether the signed PDF the paper was printed from is still the one in force. */
function ReportResult({ doc }: { doc: ReportVerification }) {
  return (
    <>
      <section className={`phone-card vf-state vf-state-${doc.state === 'valid' ? 'valid' : 'cancelled'}`} aria-label="核验结果">
        <span className="vf-tag">{doc.stateLabel}</span>
        <h1>{doc.kindLabel}</h1>
        <div className="vf-cert">{doc.reportNo}</div>
        <p>{doc.state === 'valid' ? '该报告为检验机构出具的现行报告。' : '该报告文件已被检验机构撤回或替换，请向检验机构索取现行报告。'}</p>
      </section>
      <section className="phone-card">
        <dl className="vf-rows">
          <Row label="检验结论">{doc.conclusionLabel}</Row>
          <Row label="检验类别">{doc.inspectionKindLabel}</Row>
          <Row label="设备种类">{doc.typeName}</Row>
          <Row label="设备品种">{doc.varietyName}</Row>
          <Row label="设备代码">{doc.deviceCode}</Row>
          <Row label="检验日期">{chineseDate(doc.inspectionDate)}</Row>
          <Row label="下次检验日期">{doc.nextInspectionDate && chineseDate(doc.nextInspectionDate)}</Row>
          <Row label="检验机构">{doc.orgName}</Row>
          <Row label="出具日期">{chineseDate(doc.issueDate)}</Row>
        </dl>
      </section>
    </>
  );
}

/** A document the portal issued for an inspection: which application and device it belongs to. */
function InspectionDocResult({ doc }: { doc: InspectionDocVerification }) {
  return (
    <>
      <section className="phone-card vf-state vf-state-valid" aria-label="核验结果">
        <span className="vf-tag">平台出具</span>
        <h1>{doc.kindLabel}</h1>
        <div className="vf-cert">{doc.acceptNo}</div>
        <p>该文书由平台根据检验申请记录出具，检验申请当前状态：{doc.stateLabel}。</p>
      </section>
      <section className="phone-card">
        <dl className="vf-rows">
          <Row label="检验类别">{doc.inspectionKindLabel}</Row>
          {doc.deviceCode !== '' && <Row label="设备品种">{doc.varietyName}</Row>}
          {doc.deviceCode !== '' && <Row label="设备代码">{doc.deviceCode}</Row>}
          <Row label="检验机构">{doc.orgName}</Row>
        </dl>
      </section>
    </>
  );
}

/** A manufacturing supervision certificate: which product of which manufacturer it certifies, and the fingerprint of its file. */
function MfgCertResult({ doc }: { doc: MfgCertVerification }) {
  return (
    <>
      <section className="phone-card vf-state vf-state-valid" aria-label="核验结果">
        <span className="vf-tag">有效</span>
        <h1>{doc.kindLabel}</h1>
        <div className="vf-cert">{doc.certNo}</div>
        <p>该证书为检验机构出具的制造监督检验证书，监检结论：{doc.conclusionLabel}。</p>
      </section>
      <section className="phone-card">
        <dl className="vf-rows">
          <Row label="设备种类">{doc.typeName}</Row>
          <Row label="设备品种">{doc.varietyName}</Row>
          <Row label="产品名称">{doc.productName}</Row>
          <Row label="型号">{doc.model}</Row>
          <Row label="产品编号">{doc.productNo}</Row>
          <Row label="制造单位">{doc.makerName}</Row>
          <Row label="监检机构">{doc.orgName}</Row>
          <Row label="发证日期">{chineseDate(doc.issueDate)}</Row>
        </dl>
      </section>
      <section className="phone-card">
        <div className="vf-label">文件 SM3 指纹</div>
        {doc.sm3 ? <code className="vf-sm3">{doc.sm3}</code> : <div className="vf-muted">制造单位尚未下载该证书，文件生成后显示</div>}
        <p className="vf-muted">电子文件的 SM3 杂凑值应与此一致；不一致说明文件已被改动。</p>
      </section>
    </>
  );
}

function Result({ doc }: { doc: Verification }) {
  if (doc.kind === 'report') return <ReportResult doc={doc} />;
  if (doc.kind === 'mfgCert') return <MfgCertResult doc={doc} />;
  if (doc.kind === 'inspectionDoc') return <InspectionDocResult doc={doc} />;
  return <DocumentResult doc={doc} />;
}

/**
 * /verify?ref=: what the QR code of a certificate, use mark, inspection report or inspection document opens, usually on a phone. No session and no
 * antd: the signed reference in the address is all it needs, and it shows only what the paper itself shows.
 */
export default function VerifyPage() {
  const [params] = useSearchParams();
  const ref = params.get('ref') ?? '';
  const [load, setLoad] = useState<Load>(ref ? { state: 'loading' } : { state: 'missing', reason: '核验地址不完整，请重新扫描证件上的二维码' });

  useEffect(() => {
    if (ref)
      verifyDocument(ref).then(
        (doc) => setLoad({ state: 'found', doc }),
        (e: unknown) => setLoad({ state: 'missing', reason: failureText(e) }),
      );
  }, [ref]);

  return (
    <PhoneFrame>
      <div className="vf-heading">特种设备证件与检验报告核验</div>
      {load.state === 'loading' && <div className="phone-card phone-loading">正在核验…</div>}
      {load.state === 'missing' && (
        <PhoneNotice mark="?" tone="error" heading="未能核验">
          <p>{load.reason}</p>
        </PhoneNotice>
      )}
      {load.state === 'found' && <Result doc={load.doc} />}
    </PhoneFrame>
  );
}
