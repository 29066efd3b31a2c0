/**
 * A logo's type, from its bytes only (the name and the declared type are the sender's word).
 * PNG and JPEG by their magic numbers; SVG, which has none, as well-formed-looking UTF-8 XML whose
 * root element is <svg> in the SVG namespace. Anything else, HTML renamed to .png included, is null.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { BRAND_LOGO_TYPES } from '@core/api/brand-kit';

export type BrandLogoType = (typeof BRAND_LOGO_TYPES)[number];

export async function detectLogoType(data: Buffer): Promise<BrandLogoType | null> {
  const sniffed = await fileTypeFromBuffer(data);
  if (sniffed?.mime === 'image/png' || sniffed?.mime === 'image/jpeg') return sniffed.mime;
  // file-type reports SVG as generic XML at best; any other binary format is refused.
  if (sniffed && sniffed.mime !== 'application/xml') return null;
  return isSvgImage(data) ? 'image/svg+xml' : null;
}

const PROLOGUE = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->)/;
const SVG_ROOT = /^<svg(?=[\s/>])[^>]*\sxmlns\s*=\s*(["'])http:\/\/www\.w3\.org\/2000\/svg\1/;

export function isSvgImage(data: Buffer): boolean {
  if (data.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return false;
  }
  // Skip the XML declaration, comments and whitespace before the root element.
  for (let match = PROLOGUE.exec(text); match; match = PROLOGUE.exec(text)) {
    text = text.slice(match[0].length);
  }
  // A DOCTYPE can declare entities (billion laughs, external files): no logo needs one.
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return false;
  return SVG_ROOT.test(text) && /<\/svg\s*>\s*$|\/>\s*$/.test(text.trimEnd());
}
