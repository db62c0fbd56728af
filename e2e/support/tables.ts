import type { Page } from 'playwright-core';

/**
 * Cells of the shown tables whose content is wider than the room inside them: text cut off, or a column squeezed
 * to nothing. Cells that end in … on purpose are left out (they show the whole text on hover), and so is an empty
 * table's message, which spans the box rather than the columns.
 */
export function clippedCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll<HTMLElement>('.ant-table-wrapper th, .ant-table-wrapper td')) {
      if (!cell.offsetParent || cell.classList.contains('ant-table-cell-ellipsis') || cell.closest('[aria-hidden="true"], .ant-table-placeholder')) continue;
      const style = getComputedStyle(cell);
      const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // The content's own extent: a cell's scrollWidth also counts the shadow a fixed column casts.
      const range = document.createRange();
      range.selectNodeContents(cell);
      const needed = range.getBoundingClientRect().width;
      if (needed > room + 1) found.push(`${cell.textContent?.trim() || cell.tagName}: ${Math.round(needed)}px in ${Math.round(room)}px`);
    }
    return found;
  });
}

/**
 * Tables on screen, wider than their box, that the user cannot scroll sideways from where they are: no scroll bar
 * in view (a long list's own bar sits below the fold, so the sticky one must show).
 */
export function unscrollableTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      const top = table.getBoundingClientRect().top;
      if (!table.offsetParent || top < 0 || top >= window.innerHeight) continue;
      const body = table.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
      if (!body || body.scrollWidth <= body.clientWidth + 1) continue;
      const bars = [...table.querySelectorAll<HTMLElement>('.ant-table-sticky-scroll-bar'), body].map((el) => el.getBoundingClientRect());
      // The body's own bar is along its bottom edge; the sticky one is the bar itself.
      const onScreen = bars.some((r, i) => {
        const bottom = i < bars.length - 1 ? r.bottom : r.bottom - 1;
        return r.width > 0 && bottom <= window.innerHeight && bottom >= 0;
      });
      if (!onScreen) found.push(table.querySelector('thead')?.textContent?.slice(0, 40) ?? 'table');
    }
    return found;
  });
}

/**
 * Tables on screen whose 操作 column is not wholly inside the table's box as it first shows: a wide table must keep
 * its actions pinned to the right edge rather than leave them beyond a sideways scroll.
 */
export function hiddenActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      if (!table.offsetParent) continue;
      const box = table.getBoundingClientRect();
      for (const th of table.querySelectorAll<HTMLElement>('thead th')) {
        if (th.textContent?.trim() !== '操作' || !th.offsetParent) continue;
        const r = th.getBoundingClientRect();
        if (r.left < box.left - 1 || r.right > box.right + 1 || r.right > window.innerWidth)
          found.push(`${Math.round(r.left)}–${Math.round(r.right)} px in ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    return found;
  });
}
