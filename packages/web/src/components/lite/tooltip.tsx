import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { useDelayedCall, usePlacement } from './popup';
import './tooltip.css';

type Side = 'bottom' | 'right';

/** antd's delay before a tooltip shows or goes. */
const DELAY = 100;

function Bubble({ id, anchor, side, title }: { id: string; anchor: DOMRect; side: Side; title: string }) {
  const ref = usePlacement<HTMLDivElement>(anchor, side, 12);
  return (
    <div ref={ref} id={id} role="tooltip" className={`lite-tooltip lite-tooltip-${side}`}>
      {title}
    </div>
  );
}

/** The element a tooltip stands for: the wrapper's only child (the wrapper itself draws no box). */
const target = (e: SyntheticEvent<HTMLElement>): Element => e.currentTarget.firstElementChild ?? e.currentTarget;

/**
 * A hint in antd's Tooltip look for the shell, which shows before antd has loaded: on hover, and on keyboard focus
 * (not on a click's focus, which would leave it standing). Escape hides it.
 */
export function Tooltip({ title, side = 'bottom', disabled = false, children }: { title: string; side?: Side; disabled?: boolean; children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const delay = useDelayedCall();
  // Switched off while shown (the menu expanding under the pointer): it goes, and does not come back stale.
  const [wasDisabled, setWasDisabled] = useState(disabled);
  if (disabled !== wasDisabled) {
    setWasDisabled(disabled);
    setAnchor(null);
  }
  useEffect(() => {
    const el = wrapper.current?.firstElementChild;
    if (!anchor || !el) return;
    el.setAttribute('aria-describedby', id);
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setAnchor(null);
    document.addEventListener('keydown', escape);
    return () => {
      el.removeAttribute('aria-describedby');
      document.removeEventListener('keydown', escape);
    };
  }, [anchor, id]);

  const later = (next: Element | null) => (disabled ? delay.cancel() : delay.after(DELAY, () => setAnchor(next && next.getBoundingClientRect())));
  return (
    <span
      ref={wrapper}
      className="lite-tip-anchor"
      onMouseEnter={(e) => later(target(e))}
      onMouseLeave={() => later(null)}
      onFocus={(e) => e.target.matches(':focus-visible') && later(target(e))}
      onBlur={() => later(null)}
    >
      {children}
      {anchor && createPortal(<Bubble id={id} anchor={anchor} side={side} title={title} />, document.body)}
    </span>
  );
}
