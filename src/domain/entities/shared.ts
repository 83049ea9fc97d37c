// Reusable zod pieces for entity schemas, so that one rule has one definition.
import { z } from 'zod';

/** Spec §5: http or https, a host containing a dot, and a path of allowed characters. */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/[^/\s]+\.[^/\s]+(\/[\w\-.~%!$&'()*+,;=:@/]*)?$/;
export const webAddress = z
  .string()
  .trim()
  .regex(WEB_ADDRESS_PATTERN, 'Enter a web address starting with http:// or https://');

export const requiredText = (max: number) =>
  z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
export const optionalText = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).nullish();

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export const postcode = z.string().regex(/^\d{4}$/, 'Four digits');
export const auPhone = z.string().regex(/^(\+61|0)[2-478]\d{8}$/, 'An Australian phone number');
export const abn = z.string().regex(/^\d{11}$/, 'Eleven digits');
export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });
export const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'A colour like #1A2B3C');
/** A foreign key chosen in a lookup. */
export const ref = z.number().int().positive();
