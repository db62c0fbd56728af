import './toast.css';

/**
 * A small toast for the pages outside the shell, which load without antd so the login page stays
 * light. Inside the shell the http client is pointed at antd's message instead.
 */
export function toast(text: string, kind: 'success' | 'error' | 'info' = 'info', durationMs = 3000): void {
  let host = document.getElementById('lite-toast-host');
  if (!host) {
    host = document.createElement('div');
    host.id = 'lite-toast-host';
    host.setAttribute('role', 'status');
    host.setAttribute('aria-live', 'polite');
    document.body.appendChild(host);
  }
  const item = document.createElement('div');
  item.className = `lite-toast lite-toast-${kind}`;
  item.textContent = text;
  host.appendChild(item);
  window.setTimeout(() => {
    item.classList.add('lite-toast-leave');
    window.setTimeout(() => item.remove(), 300);
  }, durationMs);
}
