import type { SiteFooter as Footer } from '@portal/contract';
import './site-footer.css';

/** The public-security filing number as the filing site's search takes it: its digits. */
const filingCode = (filing: string) => filing.replace(/\D/g, '');

/**
 * The foot of a public page: what a government site must show (sponsoring body, 网站标识码, ICP and
 * public-security filing numbers, support phone) where configured, then the browser advice. Plain
 * markup, so the login page loads nothing more for it; colours come from the page around it.
 */
export function SiteFooter({ footer, className }: { footer: Footer | undefined; className: string }) {
  const parts = footer && [
    footer.sponsor && <span key="sponsor">主办单位：{footer.sponsor}</span>,
    footer.siteCode && <span key="code">网站标识码：{footer.siteCode}</span>,
    footer.icp && (
      <a key="icp" href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
        {footer.icp}
      </a>
    ),
    footer.policeFiling && (
      <a key="police" href={`https://beian.mps.gov.cn/#/query/webSearch?code=${filingCode(footer.policeFiling)}`} target="_blank" rel="noopener noreferrer">
        {footer.policeFiling}
      </a>
    ),
    footer.supportPhone && <span key="phone">技术支持电话：{footer.supportPhone}</span>,
  ];
  const shown = parts?.filter(Boolean) ?? [];
  return (
    <footer className={`site-footer ${className}`}>
      {shown.length > 0 && <p className="site-footer-gov">{shown}</p>}
      <p>建议使用 Chrome、Edge 等新版浏览器访问本平台</p>
    </footer>
  );
}
