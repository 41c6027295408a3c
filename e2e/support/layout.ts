// Whether a page fits its screen: how far it scrolls sideways, with the elements that stick out (open dialogs count).
import type { Page } from '@playwright/test';

/** How far the page scrolls sideways (0 = fits), with the widest offenders for the failure message. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const viewport = window.innerWidth;
    const offenders: string[] = [];
    // An open dialog is as wide as the screen allows: what sticks out of it is cut off, never reachable.
    let overflow = document.documentElement.scrollWidth - viewport;
    for (const dialog of document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'))
      overflow = Math.max(overflow, Math.round(dialog.getBoundingClientRect().right - viewport), dialog.scrollWidth - dialog.clientWidth);
    if (overflow > 0) {
      for (const element of document.querySelectorAll<HTMLElement>(
        '#main-content *, header *, [role="dialog"] *, [role="alertdialog"] *',
      )) {
        const rect = element.getBoundingClientRect();
        if (rect.right > viewport + 1 && rect.width > 0) {
          // Inside a scroll container that clips it, the element does not widen the page.
          let clipped = false;
          for (let parent = element.parentElement; parent; parent = parent.parentElement) {
            const style = getComputedStyle(parent);
            if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewport + 1) {
              clipped = true;
              break;
            }
          }
          if (!clipped)
            offenders.push(`${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)} → ${Math.round(rect.right)}px`);
        }
      }
    }
    return { overflow, offenders: offenders.slice(0, 5) };
  });
