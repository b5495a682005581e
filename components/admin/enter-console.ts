/**
 * Opens the console's home as a new document once a sign-in or an enrolment has set the staff session.
 * A client navigation followed at once by router.refresh() raced: the refresh could re-render the page
 * being left after the navigation had asked for home (CI: the enrolment page came back with its link,
 * now used, refused, and the address stayed on it). A new document renders every layout with the new
 * session, and replace() keeps the sign-in page out of the history.
 */
export function enterConsole(home: string): void {
  window.location.replace(home);
}
