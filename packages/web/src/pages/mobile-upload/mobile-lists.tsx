import type { MobileUploadInfo } from '@portal/contract';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { deleteFromPhone } from '../../api/mobile-upload';
import { formatSize, formatTime } from '../../components/format';
import { toast } from '../../components/toast';
import { percent, type QueuedUpload } from '../../components/upload-queue';

/** Files on their way up, each with its bar or the server's reason for refusing it. */
export function QueueList({ queue, onCancel }: { queue: QueuedUpload[]; onCancel: (uid: string) => void }) {
  if (!queue.length) return null;
  return (
    <ul className="phone-card mu-list" aria-label="正在上传">
      {queue.map((q) => (
        <li key={q.uid} className={q.stage === 'failed' ? 'mu-failed' : undefined}>
          <div className="mu-file">
            <span className="mu-name">{q.name}</span>
            <button type="button" className="mu-link" onClick={() => onCancel(q.uid)}>
              {q.stage === 'failed' ? '移除' : '取消'}
            </button>
          </div>
          {q.stage === 'failed' ? (
            <div className="mu-error">上传失败：{q.error}</div>
          ) : (
            <>
              <div className="mu-bar" role="progressbar" aria-valuenow={percent(q)} aria-valuemin={0} aria-valuemax={100}>
                <span style={{ width: `${percent(q)}%` }} />
              </div>
              <div className="mu-muted">{q.stage === 'checking' ? '正在校验文件…' : `${percent(q)}% · ${formatSize(q.loaded)} / ${formatSize(q.size)}`}</div>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What was sent through this link; each can be taken back while the link lives (tap twice to delete). */
export function UploadedList({ token, files, onChanged }: { token: string; files: MobileUploadInfo['files']; onChanged: () => Promise<void> }) {
  const [armed, setArmed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const del = async (id: string) => {
    if (armed !== id) {
      setArmed(id);
      return;
    }
    setBusy(id);
    try {
      await deleteFromPhone(token, id);
      toast('已删除', 'success');
      await onChanged();
    } catch (e) {
      toast(failureText(e), 'error', 5000);
    } finally {
      setBusy(null);
      setArmed(null);
    }
  };

  return (
    <section className="phone-card mu-list" aria-label="已上传的文件">
      <h2>已上传的文件（{files.length}）</h2>
      {files.length === 0 ? (
        <p className="mu-muted mu-empty">还没有通过本链接上传的文件</p>
      ) : (
        <ul>
          {files.map((f) => (
            <li key={f.attsysid}>
              <div className="mu-file">
                <span className="mu-name">{f.fileName}</span>
                <button type="button" className={`mu-link mu-danger${armed === f.attsysid ? ' mu-armed' : ''}`} disabled={busy === f.attsysid} onClick={() => void del(f.attsysid)}>
                  {armed === f.attsysid ? '确认删除' : '删除'}
                </button>
              </div>
              <div className="mu-muted">
                {formatSize(f.size)} · {formatTime(f.uploadedAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="mu-muted mu-foot">上传的文件已同步到电脑上的页面，无需其他操作。</p>
    </section>
  );
}
