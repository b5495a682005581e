'use client';

import { useEffect } from 'react';

/**
 * Counts this visitor's view of a notice or a lesson once (spec: a view count per article), with a
 * beacon to POST /api/views/{kind}/{id} after the page has shown. Rendering the page counts nothing,
 * so the page can be cached and a crawler's GET is not a reader. A flag in localStorage keeps a
 * reload or a return visit from counting again; the member API also counts an address once a day.
 */
export function ViewBeacon({ kind, id }: { kind: 'notice' | 'lesson'; id: number }) {
  useEffect(() => {
    const flag = `viewed:${kind}:${id}`;
    try {
      if (localStorage.getItem(flag)) return;
      localStorage.setItem(flag, '1');
    } catch {
      // Storage refused (private mode, full): count anyway; the server's per-address rule still holds.
    }
    const url = `/api/views/${kind}/${id}`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
  }, [kind, id]);
  return null;
}
