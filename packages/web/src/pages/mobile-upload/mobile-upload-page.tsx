import type { MobileUploadInfo } from '@portal/contract';
import { ATTACHMENT_ACCEPT, MOBILE_UPLOAD_TOKEN_MINUTES } from '@portal/contract/domain/attachments';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { failureText } from '../../api/http';
import { getMobileUploadInfo, uploadFromPhone } from '../../api/mobile-upload';
import { formatTime } from '../../components/format';
import { PhoneFrame, PhoneNotice } from '../../components/phone-frame/phone-frame';
import { busy } from '../../components/upload-queue';
import { useUploader } from '../../components/use-uploader';
import { CameraIcon, FolderIcon } from './mobile-icons';
import { QueueList, UploadedList } from './mobile-lists';
import './mobile-upload.css';

type Load = { state: 'loading' } | { state: 'ready'; info: MobileUploadInfo } | { state: 'closed'; reason: string };

/**
 * Spec §2 /attachmentUploadMobile: a phone scanned the QR code on a desktop page and sends photos
 * or files into that page's object. No session: the token in the address is the only key, and it
 * expires; no antd either, so it opens fast on a phone's connection.
 */
export default function MobileUploadPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [load, setLoad] = useState<Load>(token ? { state: 'loading' } : { state: 'closed', reason: '上传链接无效，请在电脑上重新生成二维码' });
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const refresh = useCallback(
    () =>
      getMobileUploadInfo(token).then(
        (info) => setLoad({ state: 'ready', info }),
        (e: unknown) => setLoad({ state: 'closed', reason: failureText(e) }),
      ),
    [token],
  );
  const uploader = useUploader((file, onProgress) => uploadFromPhone(token, file, onProgress), refresh);

  useEffect(() => {
    if (token) void refresh();
  }, [token, refresh]);

  // Leaving the page (or the phone's browser reloading it) would cut off files still on their way.
  const sending = busy(uploader.queue);
  useEffect(() => {
    if (!sending) return;
    const hold = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [sending]);

  const pick = (input: HTMLInputElement | null) => {
    if (input?.files?.length) uploader.add([...input.files]);
    if (input) input.value = '';
  };

  return (
    <PhoneFrame stickyTop>
      {load.state === 'loading' && <div className="phone-card phone-loading">正在打开上传页面…</div>}
      {load.state === 'closed' && (
        <PhoneNotice mark="!" tone="warning" heading="无法上传">
          <p>{load.reason}</p>
          <p className="mu-muted">二维码有效期为{MOBILE_UPLOAD_TOKEN_MINUTES}分钟。请回到电脑上的页面，点击“手机上传”重新生成二维码后再扫码。</p>
        </PhoneNotice>
      )}
      {load.state === 'ready' && (
        <>
          <section className="phone-card mu-what">
            <div className="mu-label">上传到</div>
            <h1>
              {load.info.bizLabel} · {load.info.kindLabel}
            </h1>
            {load.info.unitName && <div className="mu-unit">{load.info.unitName}</div>}
            <div className="mu-muted">链接有效期至 {formatTime(load.info.expiresAt).slice(11, 16)}</div>
          </section>

          <section className="mu-actions">
            <input ref={camera} type="file" accept="image/*" capture="environment" style={{ display: 'none' }} onChange={(e) => pick(e.currentTarget)} />
            <input ref={picker} type="file" accept={ATTACHMENT_ACCEPT} multiple style={{ display: 'none' }} onChange={(e) => pick(e.currentTarget)} />
            <button type="button" className="mu-btn mu-btn-primary" onClick={() => camera.current?.click()}>
              <CameraIcon />
              拍照上传
            </button>
            <button type="button" className="mu-btn" onClick={() => picker.current?.click()}>
              <FolderIcon />
              选择文件
            </button>
          </section>
          <p className="mu-hint">支持 JPG、PNG 照片与 PDF、Word、Excel、PowerPoint 文件</p>

          <QueueList queue={uploader.queue} onCancel={uploader.cancel} />
          <UploadedList token={token} files={load.info.files} onChanged={refresh} />
        </>
      )}
    </PhoneFrame>
  );
}
