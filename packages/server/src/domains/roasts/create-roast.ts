import { randomBytes } from 'node:crypto';
import { DocumentTooLargeError } from '@folio/ai';
import type { Reference } from '@folio/contracts';
import { ProjectDocument } from '@folio/layout';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { readSharedProject } from '../projects/shared-project.ts';
import { sniffFileKind } from '../uploads/file-types.ts';
import { checkFolioDeck } from './deck-checks.ts';
import { deckFromReference, MAX_ROASTED_SLIDES } from './deck-from-reference.ts';
import { withModelQuips } from './model-roast.ts';
import { RoastResult } from './roast-result.ts';
import { ruleRoast } from './rule-roast.ts';
import { slideTexts } from './slide-texts.ts';

/** Zip-based formats show what they are within their first parts (as scan-bytes.ts reads them). */
const SNIFF_BYTES = 4 * 1024 * 1024;
const READABLE = { 'application/pdf': 'pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx' } as const;

/**
 * Roasts the deck behind a share link of this instance, as anyone with the link sees it: a
 * closed share is 6004, a missing or trashed one -4, one behind a password 4011 (the roast
 * page has no password form; the author, signed in, needs none). The stored roast keeps a copy
 * of the deck for its thumbnails, shown only while the share stays open (read-roast.ts).
 */
export async function roastShare(ctx: AppContext, projectId: number, language: string, userId: number | undefined): Promise<{ id: string }> {
  const shared = await readSharedProject(ctx, projectId, { cookie: undefined, userId });
  const whole = ProjectDocument.parse(shared.doc);
  const doc = { ...whole, pages: whole.pages.slice(0, MAX_ROASTED_SLIDES) };
  const { findings, fonts } = await checkFolioDeck(doc);
  const slides = slideTexts(doc);
  const roast = ruleRoast({ title: doc.title || shared.title, slides, findings, fonts, total: whole.pages.length, language });
  return store(ctx, { kind: 'share', name: doc.title || shared.title, projectId }, doc, await withModelQuips(await ctx.aiModel.provider(), roast, slides, ctx.print));
}

/**
 * Roasts an uploaded pptx or PDF. The type is read from the bytes (§5, as upload/bind does),
 * and the file is read only in the extraction threads, with the limits of every uploaded
 * reference (inflated size, pages, memory, time): past a limit 413 -2, unreadable or another
 * type 6000. What was read is roasted as text: the renderer's checks would judge Folio's
 * redrawing, not the author's slides, so they are not run on it.
 */
export async function roastUpload(ctx: AppContext, bytes: Uint8Array, name: string, language: string): Promise<{ id: string }> {
  const kind = await sniffFileKind({ head: bytes.subarray(0, SNIFF_BYTES), name, isText: false });
  const type = kind && kind.mime in READABLE ? READABLE[kind.mime as keyof typeof READABLE] : undefined;
  if (!type) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  let reference: Reference;
  try {
    reference = await ctx.extractor.extract({ name, type, bytes });
  } catch (error) {
    throw new AppError(error instanceof DocumentTooLargeError ? 'BODY_TOO_LARGE' : 'FILE_TYPE_NOT_ALLOWED');
  }
  const { doc, total } = deckFromReference(reference, name.replace(/\.[^.]+$/, ''));
  const slides = slideTexts(doc);
  const roast = ruleRoast({ title: doc.title, slides, findings: [], fonts: undefined, total, language });
  return store(ctx, { kind: type, name }, doc, await withModelQuips(await ctx.aiModel.provider(), roast, slides, ctx.print));
}

async function store(ctx: AppContext, source: { kind: 'share' | 'pptx' | 'pdf'; name: string; projectId?: number }, doc: ProjectDocument, roast: RoastResult): Promise<{ id: string }> {
  const id = randomBytes(16).toString('base64url');
  await ctx.db.query('insert into roasts (id, source_kind, source_name, source_project_id, deck, result) values ($1, $2, $3, $4, $5, $6)', [
    id,
    source.kind,
    source.name.slice(0, 300),
    source.projectId ?? null,
    JSON.stringify(doc),
    JSON.stringify(RoastResult.parse(roast)),
  ]);
  return { id };
}
