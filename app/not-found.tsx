import NotFoundPage from '@/components/layout/not-found-page';

/** Requests that never reach a locale (outside the proxy's matcher) still get a proper page. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <NotFoundPage locale="en" />
      </body>
    </html>
  );
}
