import { getFormatter, getTranslations } from 'next-intl/server';
import type { operationsHealth } from '@/lib/portal/staff/dashboard';

/** The jobs whose last run failed, on the console's home, with when (in the network's zone) and why. */
export async function FailedJobs({ locale, jobs, timeZone }: { locale: string; jobs: Awaited<ReturnType<typeof operationsHealth>>['failedJobs']; timeZone: string }) {
  if (jobs.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'admin.dashboard' });
  const format = await getFormatter({ locale });
  return (
    <section aria-labelledby="failed-jobs" className="rounded-lg border border-red-300 bg-red-50 p-5">
      <h3 id="failed-jobs" className="mb-2 font-semibold">
        {t('failedJobsTitle')}
      </h3>
      <ul className="space-y-1 text-sm">
        {jobs.map((job) => (
          <li key={job.name} className="break-words">
            <span className="font-semibold">{job.name}</span>
            {job.finishedAt ? ` · ${format.dateTime(job.finishedAt, { dateStyle: 'short', timeStyle: 'short', timeZone })}` : ''} · {job.lastResult}
          </li>
        ))}
      </ul>
    </section>
  );
}
