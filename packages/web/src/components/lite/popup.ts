import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** Where a popup opens beside its anchor, named as antd names them. */
export type Placement = 'bottom' | 'bottomLeft' | 'bottomRight' | 'right' | 'rightTop';

/** Room kept between a popup and the window's edge. */
const EDGE = 4;

const clamp = (v: number, min: number, max: number) => Math.max(min, Math.min(v, max));

/** The top-left corner of a popup of this size beside its anchor, kept inside the window. */
export function placePopup(anchor: DOMRect, width: number, height: number, placement: Placement, gap: number): { top: number; left: number } {
  const below = anchor.bottom + gap;
  const beside = anchor.right + gap;
  const [top, left] = {
    bottom: [below, anchor.left + (anchor.width - width) / 2],
    bottomLeft: [below, anchor.left],
    bottomRight: [below, anchor.right - width],
    right: [anchor.top + (anchor.height - height) / 2, beside],
    rightTop: [anchor.top, beside],
  }[placement];
  return { top: clamp(top, EDGE, window.innerHeight - height - EDGE), left: clamp(left, EDGE, window.innerWidth - width - EDGE) };
}

/** A ref for a fixed popup, which moves it beside its anchor once it is laid out, before it paints. */
export function usePlacement<T extends HTMLElement>(anchor: DOMRect, placement: Placement, gap: number): RefObject<T | null> {
  const popup = useRef<T>(null);
  useLayoutEffect(() => {
    const el = popup.current;
    if (!el) return;
    const { top, left } = placePopup(anchor, el.offsetWidth, el.offsetHeight, placement, gap);
    el.style.top = `${top}px`;
    el.style.left = `${left}px`;
  }, [anchor, placement, gap]);
  return popup;
}

/**
 * The one delayed call a hover popup waits on (to open, or to close): `after` replaces the call waiting, `cancel`
 * drops it, and unmounting drops it too.
 */
export function useDelayedCall() {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useMemo(
    () => ({
      after(ms: number, call: () => void) {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(call, ms);
      },
      cancel: () => window.clearTimeout(timer.current),
    }),
    [],
  );
}

/**
 * A popup a button opens beside itself: what it is open with (`S`, and the button's box as its anchor), `close`
 * (focus goes back to the button when `refocus`), and the delayed call a hover waits on.
 */
export function useButtonPopup<S extends { anchor: DOMRect }>() {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<S | null>(null);
  const delay = useDelayedCall();
  const close = useCallback(
    (refocus: boolean) => {
      delay.cancel();
      setOpen(null);
      if (refocus) button.current?.focus();
    },
    [delay],
  );
  return { button, open, setOpen, close, delay };
}

/**
 * Closes a popup on Escape, on a press outside it and its trigger, and when what it stands beside moves (a scroll
 * outside it, a resize). `escape` tells whether focus was inside the popup, so it can go back to the trigger.
 */
export function useDismiss(popup: RefObject<HTMLElement | null>, trigger: RefObject<HTMLElement | null> | null, onDismiss: (escape: boolean) => void): void {
  useEffect(() => {
    const inside = (t: EventTarget | null) => t instanceof Node && (!!popup.current?.contains(t) || !!trigger?.current?.contains(t));
    const press = (e: PointerEvent) => !inside(e.target) && onDismiss(false);
    const moved = (e: Event) => !(e.target instanceof Node && popup.current?.contains(e.target)) && onDismiss(false);
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      onDismiss(!!popup.current?.contains(document.activeElement));
    };
    const resized = () => onDismiss(false);
    document.addEventListener('pointerdown', press, true);
    document.addEventListener('scroll', moved, true);
    document.addEventListener('keydown', key);
    window.addEventListener('resize', resized);
    return () => {
      document.removeEventListener('pointerdown', press, true);
      document.removeEventListener('scroll', moved, true);
      document.removeEventListener('keydown', key);
      window.removeEventListener('resize', resized);
    };
  }, [popup, trigger, onDismiss]);
}
