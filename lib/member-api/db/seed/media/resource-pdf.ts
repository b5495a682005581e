import { PDFDocument, PDFName, rgb, StandardFonts } from 'pdf-lib';

export interface ResourceFile {
  title: string;
  /** 1 manual, 2 promotion, 3 print, 4 other (the resource categories). */
  category: number;
  /** The size the database lists, in bytes: the file is written to exactly this size. */
  size: number;
}

const BODY = [
  'This document belongs to the Clubhouse venue network. It is provided for members and venue staff,',
  'and may be printed and shared in its original form.',
  '',
  'Contents',
  '1. Before you start',
  '2. Step by step',
  '3. Questions and support',
  '',
  'For help, contact your venue or write to us through Support > 1:1 Inquiry on the portal.',
];

/** A pseudo-random filler that does not compress, standing in for the printed matter's artwork. */
function artwork(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

/**
 * A real PDF of the resource (a title page with its name and contents, printable), written to
 * exactly the listed size: the artwork stream, attached to the document as a piece of page data,
 * is sized so the whole file comes out at `size` bytes. PDFs are made with pdf-lib; the page text
 * uses a standard font, so the title is the English one.
 */
export async function resourcePdf(file: ResourceFile, seed: number): Promise<Uint8Array> {
  let filler = 0;
  for (let attempt = 0; attempt < 6; attempt++) {
    const doc = await PDFDocument.create();
    doc.setTitle(file.title);
    doc.setAuthor('Clubhouse');
    doc.setProducer('Clubhouse demo network');
    doc.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
    doc.setModificationDate(new Date(Date.UTC(2026, 0, 1)));
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    const page = doc.addPage([595.28, 841.89]);
    page.drawRectangle({ x: 0, y: 760, width: 595.28, height: 82, color: rgb(0.05, 0.33, 0.18) });
    page.drawText('CLUBHOUSE', { x: 48, y: 792, size: 22, font: bold, color: rgb(1, 1, 1) });
    page.drawText(file.title, { x: 48, y: 700, size: file.title.length > 38 ? 18 : 24, font: bold, color: rgb(0.1, 0.1, 0.1), maxWidth: 500 });
    BODY.forEach((line, i) => page.drawText(line, { x: 48, y: 640 - i * 20, size: 11, font, color: rgb(0.2, 0.2, 0.2) }));
    page.drawCircle({ x: 480, y: 180, size: 70, color: rgb(0.13, 0.55, 0.3) });
    page.drawLine({ start: { x: 480, y: 180 }, end: { x: 480, y: 290 }, thickness: 3, color: rgb(0.1, 0.1, 0.1) });
    page.drawRectangle({ x: 480, y: 262, width: 40, height: 28, color: rgb(0.85, 0.2, 0.2) });
    if (filler > 0) {
      const stream = doc.context.stream(artwork(filler, seed), {});
      page.node.set(PDFName.of('PieceInfo'), doc.context.obj({ ClubhouseArtwork: { Private: doc.context.register(stream) } }));
    }
    const bytes = await doc.save({ useObjectStreams: false });
    if (bytes.length === file.size) return bytes;
    filler = Math.max(0, filler + file.size - bytes.length - (filler === 0 ? 120 : 0));
    if (filler === 0 && bytes.length > file.size) throw new Error(`A ${file.size}-byte PDF is smaller than its text (${bytes.length} bytes)`);
  }
  throw new Error(`Could not write a PDF of exactly ${file.size} bytes`);
}
