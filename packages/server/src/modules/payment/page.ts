import { createHash } from 'node:crypto';
import { pageCsp } from '../../platform/http/security-headers';
import type { SandboxTradeView } from '../../platform/payment/sandbox';
import { cardPage, escapeHtml } from '../../platform/text/html';

const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

// The button posts with our pages' header (the same proof of origin as every other call) to this page's own address.
const SCRIPT = `(function () {
  var button = document.getElementById('pay');
  var message = document.getElementById('msg');
  if (!button) return;
  button.addEventListener('click', function () {
    button.disabled = true;
    message.textContent = '正在支付……';
    fetch(location.pathname.replace(/\\/+$/, '') + '/pay', {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: '{}',
      credentials: 'same-origin',
    })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        if (answer.success && answer.data.state === 'SUCCESS') {
          message.textContent = '支付成功，请回到缴费页面查看结果。';
          button.style.display = 'none';
        } else {
          message.textContent = answer.errorMsg || '该订单已关闭或已过期，请回到缴费页面刷新二维码。';
        }
      })
      .catch(function () {
        message.textContent = '网络异常，请稍后重试。';
        button.disabled = false;
      });
  });
})();`;

/** The page's policy: this page's one inline script, by its hash, and nothing from elsewhere. */
export const SANDBOX_PAGE_CSP = pageCsp([`sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`]);

const STYLE = `body{margin:0;font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:8px;padding:24px 20px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 4px}
.note{color:#888;font-size:13px;margin:0 0 20px}
dl{margin:0 0 20px}
dt{color:#888;font-size:13px;margin-top:12px}
dd{margin:4px 0 0;font-size:15px;word-break:break-all}
.amount{font-size:30px;font-weight:600;color:#07c160}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#07c160;color:#fff}
button:disabled{background:#9ad8b4}
#msg{min-height:1.5em;margin-top:14px;text-align:center;color:#555}`;

/** The sandbox's pay page: payee, description and amount only, in Chinese, with no asset from anywhere else. */
export function renderSandboxPage(t: SandboxTradeView | null): string {
  let body: string;
  if (!t) body = '<p id="msg">二维码无效，请回到缴费页面重新获取。</p>';
  else {
    const payable = t.state === 'NOTPAY' && !t.expired;
    const status = t.state === 'SUCCESS' ? '该订单已支付。' : payable ? '这是演示用的沙箱支付，不会产生真实扣款。' : '该订单已关闭或已过期，请回到缴费页面刷新二维码。';
    body = `<dl>
<dt>收款方</dt><dd>${escapeHtml(t.payee)}</dd>
<dt>商品</dt><dd>${escapeHtml(t.description)}</dd>
<dt>金额</dt><dd class="amount">¥${yuan(t.amountFen)}</dd>
</dl>
${payable ? '<button id="pay" type="button">确认支付（沙箱）</button>' : ''}
<p id="msg">${status}</p>`;
  }
  return cardPage({ title: '扫码支付（沙箱）', style: STYLE, body: `<p class="note">支付沙箱模拟微信支付，仅用于演示和测试。</p>\n${body}`, script: SCRIPT });
}
