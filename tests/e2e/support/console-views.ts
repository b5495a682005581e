/**
 * What members, visitors and staff wrote, as markup that would run if a console view ever rendered it
 * as HTML (security requirement 21): the console views spec (tests/security/console-views.spec.ts)
 * finds each as text. The fixture (tests/e2e/fixtures/console-views.ts) files them where no public
 * page shows them: a member without rounds, a visitor's inquiry, a comment already hidden, a draft notice.
 */
export const XSS = {
  /** A member's nickname (at most 19 characters) and the player ID staff search for. */
  member: { playerId: 'conviewxss', email: 'conviewxss@clubhouse.example', nickname: '<svg/onload=xss()>' },
  inquiry: { title: '<img src=x onerror=xss()> Inquiry', body: '<script>xss()</script> Can I book?' },
  comment: { body: '<iframe src=javascript:xss()></iframe> Comment', reason: '<img src=x onerror=xss()> Reason' },
  notice: { title: '<img src=x onerror=xss()> Draft notice' },
  /** Typed into a venue's name in the console by the spec (and put back afterwards). */
  venue: '<img src=x onerror=xss()> Venue',
} as const;
