'use client';

import { useEffect, useRef, useState } from 'react';

export interface Stage {
  key: string;
  label: string;
  /** Seconds into the video where the stage starts. */
  time: number;
  /** The time as text, e.g. "0:01.2". */
  timeLabel: string;
  /** The coach's text for the stage, if any. */
  text?: string;
}

export interface StagePlayerLabels {
  chapters: string;
  lessonHeading: string;
  videoUnavailable: string;
  noText: string;
  total: string;
  posterAlt: string;
}

/** The stage shown at a whole second: the last one starting in or before it. */
export function stageAt(stages: Stage[], second: number): number {
  let index = 0;
  stages.forEach((stage, i) => {
    if (Math.floor(stage.time) <= second) index = i;
  });
  return index;
}

/**
 * The swing video with its seven stages as chapters (spec §3: Address .. Finish). Choosing a stage
 * seeks the video there and highlights the stage's lesson text; while the video plays, the stage
 * being shown is highlighted. Without a video the poster stands in and the chapters still pick texts.
 */
export function StagePlayer({
  videoSrc,
  posterSrc,
  stages,
  total,
  labels,
  startAt,
}: {
  videoSrc?: string;
  posterSrc: string;
  stages: Stage[];
  total?: string;
  labels: StagePlayerLabels;
  /** Whole seconds from the address's `?t=` (a key moment's link): the video starts there, on its stage. */
  startAt?: number;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState(() => (startAt === undefined ? 0 : stageAt(stages, startAt)));

  // A key moment's link opens the video at its second (set once the video knows its length).
  useEffect(() => {
    const video = videoRef.current;
    if (!video || startAt === undefined) return;
    const seek = () => {
      video.currentTime = Math.min(startAt, video.duration || startAt);
    };
    if (video.readyState >= 1) seek();
    else video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [startAt]);

  function jump(index: number) {
    setActive(index);
    const video = videoRef.current;
    if (video) {
      video.currentTime = stages[index].time;
      video.pause();
    }
  }

  function onTimeUpdate() {
    const video = videoRef.current;
    if (!video || video.paused) return;
    let current = 0;
    stages.forEach((stage, index) => {
      if (video.currentTime + 0.05 >= stage.time) current = index;
    });
    setActive(current);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLOListElement>) {
    // Arrow keys move between chapters, like a tab list; Tab still leaves the list.
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (active + step + stages.length) % stages.length;
    jump(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  return (
    <div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="relative overflow-hidden rounded-xl bg-black">
          {videoSrc ? (
            <video ref={videoRef} src={videoSrc} poster={posterSrc} controls playsInline preload="metadata" onTimeUpdate={onTimeUpdate} className="aspect-video w-full" />
          ) : (
            <div className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={posterSrc} alt={labels.posterAlt} width={640} height={360} className="aspect-video w-full object-cover opacity-70" />
              <p role="status" className="absolute inset-x-0 bottom-0 bg-black/75 px-4 py-3 text-center text-sm font-semibold text-white">
                {labels.videoUnavailable}
              </p>
            </div>
          )}
        </div>
        <nav aria-label={labels.chapters}>
          <h2 className="mb-3 text-lg font-bold">{labels.chapters}</h2>
          <ol className="space-y-1" onKeyDown={onKeyDown}>
            {stages.map((stage, index) => (
              <li key={stage.key}>
                <button
                  type="button"
                  onClick={() => jump(index)}
                  aria-current={index === active ? 'step' : undefined}
                  aria-controls={`stage-${stage.key}`}
                  data-stage={stage.key}
                  className={`flex w-full items-center justify-between rounded-lg px-4 py-2.5 text-left font-semibold ${
                    index === active ? 'bg-brand-700 text-white' : 'bg-gray-50 text-gray-900 hover:bg-brand-50'
                  }`}
                >
                  <span>
                    <span className="mr-2 tabular-nums opacity-70">{index + 1}.</span>
                    {stage.label}
                  </span>
                  <span className="text-sm tabular-nums opacity-80">{stage.timeLabel}</span>
                </button>
              </li>
            ))}
          </ol>
        </nav>
      </div>

      <section aria-labelledby="lesson-texts" className="mt-10">
        <h2 id="lesson-texts" className="text-xl font-bold">
          {labels.lessonHeading}
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-2">
          {stages.map((stage, index) => (
            <li
              key={stage.key}
              id={`stage-${stage.key}`}
              aria-current={index === active ? 'step' : undefined}
              className={`rounded-xl border p-4 transition-colors ${index === active ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600' : 'border-gray-200'}`}
            >
              <h3 className="font-bold">
                {index + 1}. {stage.label}
              </h3>
              <p className={`mt-2 whitespace-pre-line ${stage.text ? 'text-gray-800' : 'text-gray-500'}`}>{stage.text ?? labels.noText}</p>
            </li>
          ))}
        </ol>
        <div className="mt-4 rounded-xl border border-gray-300 bg-gray-50 p-4">
          <h3 className="font-bold">{labels.total}</h3>
          <p className={`mt-2 whitespace-pre-line ${total ? 'text-gray-800' : 'text-gray-500'}`}>{total ?? labels.noText}</p>
        </div>
      </section>
    </div>
  );
}
