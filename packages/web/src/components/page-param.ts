import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A query parameter of the page's own address. A kept-alive tab stays mounted while another tab
 * is shown, and useLocation() then reports that other tab's address; a tab's page is keyed by its
 * address, so the value read when it first renders is its own for good.
 */
export function usePageParam(name: string): string {
  const location = useLocation();
  const [value] = useState(() => new URLSearchParams(location.search).get(name) ?? '');
  return value;
}

/**
 * The record a review page shows in its drawer: the one its address names (`?id=`, where a reviewer's message leads),
 * then whichever the reviewer opens from the queue.
 */
export function useOpenRecord(): [string | null, (id: string | null) => void] {
  const linked = usePageParam('id');
  return useState<string | null>(linked || null);
}
