import './globals.css';

/** The document itself is rendered by app/[locale]/layout.tsx, which knows the language. */
export default function RootLayout({ children }: LayoutProps<'/'>) {
  return children;
}
