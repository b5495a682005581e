import { getTranslations } from 'next-intl/server';
import { paymentHoldSentence, RefundPolicy } from '@/components/payments/refund-policy';
import type { LegalDocument as Document } from '@/content/legal/types';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** Renders a terms or privacy text with a table of contents; section anchors are stable for deep links. */
export async function LegalDocument({ document }: { document: Document }) {
  const [t, hold] = await Promise.all([getTranslations('legal'), paymentHoldSentence()]);
  const [year, month, day] = document.effectiveDate.split('-');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header className="border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-gray-600">
          <time dateTime={document.effectiveDate}>{t('effective', { date: `${year}.${month}.${day}` })}</time>
        </p>
        {document.intro.map((paragraph, i) => (
          <p key={i} className="mt-4 leading-relaxed text-gray-800">
            {paragraph}
          </p>
        ))}
      </header>
      <nav aria-labelledby="legal-contents" className="my-8 rounded-xl bg-gray-50 p-5">
        <h2 id="legal-contents" className="text-sm font-bold uppercase tracking-wide text-gray-600">
          {t('contents')}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {document.sections.map((section, i) => (
            <li key={i}>
              <a href={`#section-${i + 1}`} className="text-brand-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, i) => (
        <section key={i} id={`section-${i + 1}`} aria-labelledby={`section-${i + 1}-title`} className="mt-10 scroll-mt-24">
          <h2 id={`section-${i + 1}-title`} className="text-xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph, j) => (
            <p key={j} className="mt-3 leading-relaxed text-gray-800">
              {paragraph}
            </p>
          ))}
          {section.statement === 'refundPolicy' && (
            <>
              <RefundPolicy className="mt-3 pl-6 text-gray-800" />
              <p className="mt-3 leading-relaxed text-gray-800">{hold}</p>
            </>
          )}
          {section.items && (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-gray-800">
              {section.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          )}
          {section.table && section.table.length > 1 && (
            <ScrollRegion label={section.heading} className="mt-4">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr>
                    {section.table[0].map((cell, j) => (
                      <th key={j} scope="col" className="border-b-2 border-gray-300 px-3 py-2 font-bold">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.slice(1).map((row, r) => (
                    <tr key={r} className="border-b border-gray-200">
                      {row.map((cell, j) =>
                        j === 0 ? (
                          <th key={j} scope="row" className="px-3 py-2 font-semibold">
                            {cell}
                          </th>
                        ) : (
                          <td key={j} className="px-3 py-2">
                            {cell}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      ))}
    </article>
  );
}
