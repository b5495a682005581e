import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * SVG markup from the portal's drawn pictures (CourseHero, VenuePicture, TournamentPoster), so the
 * same component that draws a picture inline on a page also serves it as an image file for the
 * lists. Those components are plain functions of their props (no hooks, no context, nothing async),
 * which is all this walks: elements, fragments, function components, text. react-dom/server is not
 * available to route handlers (they run under the react-server condition).
 */

/** SVG attributes that keep their camel case; every other camel-cased React prop is written kebab-case. */
const CAMEL_ATTRIBUTES = new Set(['viewBox', 'preserveAspectRatio', 'gradientTransform', 'gradientUnits', 'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'markerWidth', 'markerHeight', 'refX', 'refY', 'textLength', 'lengthAdjust', 'pathLength', 'spreadMethod', 'stdDeviation']);

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (CAMEL_ATTRIBUTES.has(prop) || prop.includes('-')) return prop;
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

function attributes(props: Record<string, unknown>): string {
  let out = '';
  for (const [prop, value] of Object.entries(props)) {
    if (prop === 'children' || prop === 'key' || prop === 'ref' || prop === 'dangerouslySetInnerHTML') continue;
    if (value === undefined || value === null || value === false || typeof value === 'function' || typeof value === 'object') continue;
    out += ` ${attributeName(prop)}="${escapeAttribute(String(value))}"`;
  }
  return out;
}

function markup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeText(String(node));
  if (Array.isArray(node)) return node.map(markup).join('');
  if (!isValidElement(node)) throw new Error('svgMarkup: only elements, arrays and text can be written');
  const { type } = node;
  const props = node.props as Record<string, unknown> & { children?: ReactNode };
  if (type === Fragment) return markup(props.children);
  if (typeof type === 'function') {
    const rendered = (type as (props: unknown) => unknown)(props);
    if (rendered instanceof Promise) throw new Error('svgMarkup: async components cannot be written');
    return markup(rendered as ReactNode);
  }
  if (typeof type !== 'string') throw new Error('svgMarkup: unsupported element');
  const children = markup(props.children);
  return `<${type}${attributes(props)}${children ? `>${children}</${type}>` : '/>'}`;
}

/**
 * A standalone SVG document from an element whose output is one <svg>: with its namespace, the
 * viewBox's size as its own (an <img> of it then has an intrinsic size and ratio) and a sans-serif font.
 */
export function svgMarkup(element: ReactElement): string {
  const body = markup(element);
  const root = /^<svg\b[^>]*>/.exec(body)?.[0];
  if (!root) throw new Error('svgMarkup: the element must draw an <svg>');
  const [, , width, height] = / viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(root)?.slice(1) ?? [];
  // Seen as an <img>, the drawing cannot use the page's web font: its words take the system's sans-serif, not the browser's serif default.
  const extra = `${root.includes(' xmlns=') ? '' : ' xmlns="http://www.w3.org/2000/svg"'}${width && !root.includes(' width=') ? ` width="${width}" height="${height}"` : ''}${root.includes(' font-family=') ? '' : ' font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, \'Noto Sans\', Arial, sans-serif"'}`;
  return `<svg${extra}${body.slice(4)}`;
}
