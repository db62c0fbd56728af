import type { DocumentVerification, InspectionDocVerification, MfgCertVerification, ReportVerification, Verification } from '@portal/contract';
import { ISSUED_DOCUMENT_KINDS, type IssuedDocumentState } from '@portal/contract/domain/documents';

import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { verifyDocument } from '../../api/document-verify';
import { chineseDate } from '../../components/format';
import { lookUp, PhoneFrame, PhoneRow as Row, PhoneRows, PhoneWaiting, type PhoneLoad } from '../../components/phone-frame/phone-frame';
import './verify.css';

/** What the state means to someone holding the paper. */
const MEANING: Record<IssuedDocumentState, string> = {
  valid: '该证件现行有效。',
  changed: '该设备已办理变更登记，此证件已被新证件取代，请以新证件为准。',
  cancelled: '该设备的使用登记已注销，此证件已失效。',
};

interface VerdictProps {
  /** The colour: green valid, orange superseded, red cancelled. */
  state: IssuedDocumentState;
  tag: string;
  kind: string;
  /** The paper's own number. */
  number: string;
  children: ReactNode;
}

/** The answer at the top: the paper's standing, what it is and its number, and what that means. */
function Verdict({ state, tag, kind, number, children }: VerdictProps) {
  return (
    <section className={`phone-card vf-state vf-state-${state}`} aria-label="核验结果">
      <span className="vf-tag">{tag}</span>
      <h1>{kind}</h1>
      <div className="vf-cert">{number}</div>
      <p>{children}</p>
    </section>
  );
}

/** The SM3 fingerprint of the electronic file, or why there is none yet. */
function Fingerprint({ sm3, none }: { sm3: string; none: string }) {
  return (
    <section className="phone-card">
      <div className="vf-label">文件 SM3 指纹</div>
      {sm3 ? <code className="vf-sm3">{sm3}</code> : <div className="vf-muted">{none}</div>}
      <p className="vf-muted">电子文件的 SM3 杂凑值应与此一致；不一致说明文件已被改动。</p>
    </section>
  );
}

function DocumentResult({ doc }: { doc: DocumentVerification }) {
  const variety = [doc.categoryName, doc.varietyName].filter(Boolean).join(' · ');
  return (
    <>
      <Verdict state={doc.state} tag={doc.stateLabel} kind={doc.kindLabel} number={doc.certNo}>
        {MEANING[doc.state]}
        {doc.stateDate && `（${doc.stateLabel}于${chineseDate(doc.stateDate)}）`}
      </Verdict>
      <PhoneRows>
        <Row label="设备种类">{doc.typeName}</Row>
        <Row label="设备类别及品种">{variety}</Row>
        <Row label="设备代码">{doc.deviceCode}</Row>
        <Row label="使用单位">{doc.unitName}</Row>
        <Row label="设备使用状态">{doc.useStatusLabel}</Row>
        {doc.kind === 'useMark' && <Row label="下次检验日期">{doc.nextInspectionDate && chineseDate(doc.nextInspectionDate)}</Row>}
        <Row label="登记机关">{doc.registryName}</Row>
        <Row label="发证日期">{chineseDate(doc.issueDate)}</Row>
      </PhoneRows>
      <Fingerprint sm3={doc.sm3} none={`使用单位尚未下载该${ISSUED_DOCUMENT_KINDS[doc.kind].short}，文件生成后显示`} />
    </>
  );
}

/** An inspection report: what it found, and whether the signed PDF the paper was printed from is still the one in force. */
function ReportResult({ doc }: { doc: ReportVerification }) {
  return (
    <>
      <Verdict state={doc.state === 'valid' ? 'valid' : 'cancelled'} tag={doc.stateLabel} kind={doc.kindLabel} number={doc.reportNo}>
        {doc.state === 'valid' ? '该报告为检验机构出具的现行报告。' : '该报告文件已被检验机构撤回或替换，请向检验机构索取现行报告。'}
      </Verdict>
      <PhoneRows>
        <Row label="检验结论">{doc.conclusionLabel}</Row>
        <Row label="检验类别">{doc.inspectionKindLabel}</Row>
        <Row label="设备种类">{doc.typeName}</Row>
        <Row label="设备品种">{doc.varietyName}</Row>
        <Row label="设备代码">{doc.deviceCode}</Row>
        <Row label="检验日期">{chineseDate(doc.inspectionDate)}</Row>
        <Row label="下次检验日期">{doc.nextInspectionDate && chineseDate(doc.nextInspectionDate)}</Row>
        <Row label="检验机构">{doc.orgName}</Row>
        <Row label="出具日期">{chineseDate(doc.issueDate)}</Row>
      </PhoneRows>
    </>
  );
}

/** A document the portal issued for an inspection: which application and device it belongs to. */
function InspectionDocResult({ doc }: { doc: InspectionDocVerification }) {
  return (
    <>
      <Verdict state="valid" tag="平台出具" kind={doc.kindLabel} number={doc.acceptNo}>
        该文书由平台根据检验申请记录出具，检验申请当前状态：{doc.stateLabel}。
      </Verdict>
      <PhoneRows>
        <Row label="检验类别">{doc.inspectionKindLabel}</Row>
        {doc.deviceCode !== '' && <Row label="设备品种">{doc.varietyName}</Row>}
        {doc.deviceCode !== '' && <Row label="设备代码">{doc.deviceCode}</Row>}
        <Row label="检验机构">{doc.orgName}</Row>
      </PhoneRows>
    </>
  );
}

/** A manufacturing supervision certificate: which product of which manufacturer it certifies, and the fingerprint of its file. */
function MfgCertResult({ doc }: { doc: MfgCertVerification }) {
  return (
    <>
      <Verdict state="valid" tag="有效" kind={doc.kindLabel} number={doc.certNo}>
        该证书为检验机构出具的制造监督检验证书，监检结论：{doc.conclusionLabel}。
      </Verdict>
      <PhoneRows>
        <Row label="设备种类">{doc.typeName}</Row>
        <Row label="设备品种">{doc.varietyName}</Row>
        <Row label="产品名称">{doc.productName}</Row>
        <Row label="型号">{doc.model}</Row>
        <Row label="产品编号">{doc.productNo}</Row>
        <Row label="制造单位">{doc.makerName}</Row>
        <Row label="监检机构">{doc.orgName}</Row>
        <Row label="发证日期">{chineseDate(doc.issueDate)}</Row>
      </PhoneRows>
      <Fingerprint sm3={doc.sm3} none="制造单位尚未下载该证书，文件生成后显示" />
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
  const [load, setLoad] = useState<PhoneLoad<Verification>>(ref ? { state: 'loading' } : { state: 'missing', reason: '核验地址不完整，请重新扫描证件上的二维码' });

  useEffect(() => {
    if (ref) void lookUp(verifyDocument(ref)).then(setLoad);
  }, [ref]);

  return (
    <PhoneFrame heading="特种设备证件与检验报告核验">
      <PhoneWaiting load={load} busy="正在核验…" failed="未能核验" />
      {load.state === 'found' && <Result doc={load.found} />}
    </PhoneFrame>
  );
}
