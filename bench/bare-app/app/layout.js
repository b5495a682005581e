// The floor of the first-load JavaScript budget (design.md §4): a bare Next.js page of the same Next
// and React versions, built and served by scripts/bench-pages.mjs beside the portal. Nothing of ours.
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
