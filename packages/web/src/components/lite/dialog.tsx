import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './button.css';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  footer: ReactNode;
  width?: number;
  children: ReactNode;
}

const focusables = (box: HTMLElement) => [...box.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])')];

function Frame({ title, onClose, footer, width, children }: Omit<DialogProps, 'open'>) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Focus comes in on opening and goes back to where it was on closing, as with antd's Modal.
  useEffect(() => {
    const before = document.activeElement;
    box.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab' && box.current) {
      // Focus stays inside while the dialog is open.
      const list = focusables(box.current);
      const edge = e.shiftKey ? list[0] : list.at(-1);
      if (!list.length || document.activeElement === edge || document.activeElement === box.current) {
        e.preventDefault();
        (e.shiftKey ? list.at(-1) : list[0])?.focus();
      }
    }
  };

  return (
    <div className="lite-dialog-root">
      <div className="lite-dialog-mask" />
      <div className="lite-dialog-wrap" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
        <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="lite-dialog" style={{ width }} onKeyDown={onKeyDown}>
          <button type="button" className="lite-dialog-close" aria-label="关闭" onClick={onClose}>
            <CloseOutlined />
          </button>
          <div className="lite-dialog-title" id={titleId}>
            {title}
          </div>
          <div className="lite-dialog-body">{children}</div>
          <div className="lite-dialog-footer">{footer}</div>
        </div>
      </div>
    </div>
  );
}

/**
 * antd's Modal look for a dialog the shell opens with its first screen, before antd has loaded: a pressing notice with
 * a button or two. Escape, the × and a press on the mask close it; focus stays inside while it is open.
 */
export function LiteDialog({ open, width = 520, ...props }: DialogProps) {
  return open ? createPortal(<Frame width={width} {...props} />, document.body) : null;
}
