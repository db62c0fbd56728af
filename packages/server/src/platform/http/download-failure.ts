import type { FastifyRequest } from 'fastify';
import { cardPage, escapeHtml } from '../text/html';

/**
 * A download link opened by the browser itself (pasted, bookmarked, opened in a new window), rather than fetched
 * by our pages, which say so with their header.
 */
export const openedAsPage = (req: FastifyRequest): boolean =>
  req.headers['x-requested-with'] !== 'XMLHttpRequest' && (req.headers['sec-fetch-mode'] === 'navigate' || /text\/html/.test(req.headers.accept ?? ''));

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#222}
main{max-width:480px;margin:0 auto;padding:48px 16px}
.card{background:#fff;border-radius:8px;padding:28px 24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 12px}
p{margin:0 0 12px;line-height:1.7;color:#555}
a{color:#1677ff}`;

/** Why a download opened as a page did not start, and what to do, with no asset from elsewhere. */
export function downloadFailurePage(message: string): string {
  return cardPage({
    title: '下载未能开始',
    style: STYLE,
    body: `<p>${escapeHtml(message)}</p>
<p>为保护您单位的资料，下载链接只在生成它的浏览器中、登录状态下使用，几分钟后即失效，且只能下载生成时所选的文件。请登录平台，在原页面重新点击下载。</p>
<p><a href="/">返回平台</a></p>`,
  });
}
