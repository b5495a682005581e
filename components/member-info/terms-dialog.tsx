'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { eventType } from '@/lib/shared/domain/enums';
import { XHANDICAP_CAP, XHANDICAP_COUNTED, XHANDICAP_FLOOR, XHANDICAP_WINDOW } from '@/lib/shared/domain/handicap';
import { PERIA_FACTOR, PERIA_HANDICAP_CAP, PERIA_HIDDEN_HOLES } from '@/lib/shared/domain/ranking';

const TABS = ['score', 'event', 'xhandicap'] as const;
type Tab = (typeof TABS)[number];
const SCORE_TERMS = ['gross', 'net', 'peria', 'toPar', 'countback', 'gir', 'fairway', 'parSave', 'putt'] as const;
const XHANDICAP_TERMS = ['what', 'how', 'eighteen', 'fewer', 'limits', 'events'] as const;

/** The numbers in the definitions come from the same constants the rules use. */
const values = {
  hidden: PERIA_HIDDEN_HOLES,
  factor: PERIA_FACTOR,
  cap: PERIA_HANDICAP_CAP,
  window: XHANDICAP_WINDOW,
  windowLess: XHANDICAP_WINDOW - 1,
  counted: XHANDICAP_COUNTED,
  floor: XHANDICAP_FLOOR.toFixed(1),
};

function Accordion({ term, definition }: { term: string; definition: string }) {
  return (
    <details className="group rounded-lg border border-gray-200 open:bg-gray-50">
      <summary className="cursor-pointer list-none px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="mr-2 inline-block transition group-open:rotate-90">
          ›
        </span>
        {term}
      </summary>
      <p className="px-4 pb-4 text-sm leading-relaxed text-gray-700">{definition}</p>
    </details>
  );
}

/** Term definitions (spec §1): tabs score, event and xhandicap, each a list of accordions. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('terms');
  const events = useTranslations('enums.eventType');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ score: null, event: null, xhandicap: null });
  const [tab, setTab] = useState<Tab>('score');

  useEffect(() => {
    const dialog = dialogRef.current;
    // No close() on cleanup: in development React runs effects twice, and a close would end the
    // popup at once; an unmounted <dialog> leaves the top layer by itself.
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight' ? TABS[(index + 1) % TABS.length] : event.key === 'ArrowLeft' ? TABS[(index + TABS.length - 1) % TABS.length] : event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <dialog
      ref={dialogRef}
      onClose={(event) => {
        // Closing the definitions must not close the popup underneath.
        event.stopPropagation();
        onClose();
      }}
      onCancel={(event) => event.stopPropagation()}
      aria-labelledby="terms-title"
      className="m-auto max-h-[85vh] w-[min(94vw,36rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="terms-title" className="text-xl font-extrabold">
            {t('title')}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            aria-label={t('close')}
            className="rounded-full px-2 text-2xl leading-none text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div role="tablist" aria-label={t('title')} className="mt-4 flex gap-1 border-b border-gray-200">
          {TABS.map((key) => (
            <button
              key={key}
              ref={(node) => {
                tabRefs.current[key] = node;
              }}
              type="button"
              role="tab"
              id={`terms-tab-${key}`}
              aria-selected={tab === key}
              aria-controls={`terms-panel-${key}`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
              onKeyDown={onTabKey}
              className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-700 ${
                tab === key ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              {t(`tabs.${key}`)}
            </button>
          ))}
        </div>
        {TABS.map((key) => (
          <div key={key} role="tabpanel" id={`terms-panel-${key}`} aria-labelledby={`terms-tab-${key}`} hidden={tab !== key} tabIndex={0} className="mt-4 space-y-2">
            {key === 'score' &&
              SCORE_TERMS.map((term) => <Accordion key={term} term={t(`score.${term}.term`)} definition={t(`score.${term}.definition`, values)} />)}
            {key === 'event' && eventType.map((code) => <Accordion key={code} term={events(String(code))} definition={t(`event.${code}`)} />)}
            {key === 'xhandicap' &&
              XHANDICAP_TERMS.map((term) => (
                <Accordion
                  key={term}
                  term={t(`xhandicap.${term}.term`, values)}
                  definition={t(`xhandicap.${term}.definition`, { ...values, cap: XHANDICAP_CAP.toFixed(1) })}
                />
              ))}
          </div>
        ))}
      </div>
    </dialog>
  );
}
