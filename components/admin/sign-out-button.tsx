/**
 * Ends the staff session and leaves the console: a plain form POST to the sign-out route handler
 * (app/admin/[locale]/signout/route.ts), whose answer carries Clear-Site-Data and sends the browser to
 * the sign-in page with a full load (nothing of the console stays in memory). Works without JavaScript.
 */
export function SignOutButton({ action, label }: { action: string; label: string }) {
  return (
    <form method="post" action={action}>
      <button type="submit" className="rounded border border-white/60 px-3 py-1.5 font-semibold hover:bg-brand-800">
        {label}
      </button>
    </form>
  );
}
