/** A long legal text (terms of use, privacy policy), written per language in content/legal/<locale>.ts. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** An optional list that follows the paragraphs. */
  items?: string[];
  /** An optional table (e.g. retention periods): first row is the header. */
  table?: string[][];
  /**
   * A rule stated from its one source instead of written here: `refundPolicy` renders the refund
   * policy of lib/shared/domain/refund-policy (with its payment hold) in the page's language.
   */
  statement?: 'refundPolicy';
}

export interface LegalDocument {
  title: string;
  /** ISO date the text takes effect. */
  effectiveDate: string;
  intro: string[];
  sections: LegalSection[];
}

export interface LegalTexts {
  terms: LegalDocument;
  privacy: LegalDocument;
}
