// What a module tells the authorization matrix about its own routes (issue 30): how to make a call
// an allowed caller must succeed with, which refusals of an allowed caller are the module's rules
// rather than access, and which rows of its own the world needs. Each module keeps its cases beside
// itself, in `modules/<name>/matrix-cases.ts` exporting `matrixCases`; the matrix finds them there,
// so a back-office module joins the matrix the day it is written, without editing central files.
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/client.ts';
import type { IdKind } from '../platform/access.ts';
import type { Side } from './access-expectation.ts';
import type { AccessWorld, ListingPlace, Persona, PersonaName } from './access-world.ts';

/** A world as the matrix builds it, with what each module added (`extras[module]`). */
export interface MatrixWorld extends AccessWorld {
  /** The open category and sub-category the world's listings are in. */
  place: ListingPlace;
  extras: Record<string, Record<string, unknown>>;
}

/** One cell: who calls, with which ids, in which world. */
export interface MatrixCell {
  world: MatrixWorld;
  persona: Persona;
  side: Side;
  ids: Record<IdKind, string>;
}

/** Parts merged over the request the matrix generates from the route's schemas (undefined drops). */
export interface RequestParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** An allowed caller refused by the module's own rule, not by access: said, and checked. */
export interface Refusal {
  /** Whom it applies to (all allowed callers when absent) and with which ids (all when absent). */
  personas?: readonly PersonaName[];
  sides?: readonly Side[];
  status: 400 | 404 | 409 | 415 | 422;
  /** The answer's message (its start is enough). */
  message: string;
  /** Why it is right: the rule, in words. */
  because: string;
}

export interface MatrixCase {
  /** How to make a call that must succeed; merged over the generated request. */
  request?: (cell: MatrixCell) => RequestParts | Promise<RequestParts>;
  /** Refusals of allowed callers that are the module's rules. */
  refused?: readonly Refusal[];
  /**
   * Success needs what the matrix cannot hold (a code only a mailbox reads, a multipart upload, a
   * WebSocket): the test that proves it, and the refusal the matrix's call gets instead.
   */
  provenElsewhere?: { test: string } & Omit<Refusal, 'personas' | 'sides' | 'because'>;
}

/**
 * An id kind a module added (platform/access.ts `IdKinds`): a row of the pharmacy named beside it
 * (a tenant route's). The matrix calls with the matrix's pharmacy's row (`own`), the other
 * pharmacy's through the other pharmacy (`foreign`), and the other's through the matrix's pharmacy
 * (`crossed`: must answer like a missing row).
 */
export interface ModuleIdKind {
  own: (world: MatrixWorld, persona: Persona) => string;
  foreign: (world: MatrixWorld, persona: Persona) => string;
  /**
   * On a route that is not a tenant route, the same kind names a row of the caller's own (`own`,
   * theirs to act on) or of another person (`foreign`: hidden, answered like a missing one).
   */
  caller?: {
    own: (world: MatrixWorld, persona: Persona) => string;
    foreign: (world: MatrixWorld, persona: Persona) => string;
  };
}

export interface ModuleMatrixCases {
  /** Cases by route: "METHOD /api/path" as registered. */
  routes: Record<string, MatrixCase>;
  /** The id kinds the module declared, and how to make their ids in a world. */
  idKinds?: Partial<Record<IdKind, ModuleIdKind>>;
  /** Rows the module's cases need in each world (an invitation...), kept in `world.extras`. */
  extendWorld?: (
    app: FastifyInstance,
    db: Database,
    world: AccessWorld,
  ) => Promise<Record<string, unknown>>;
  /** A fingerprint of those rows: when a call changed it, the next cell gets a fresh world. */
  digest?: (db: Database, world: MatrixWorld) => Promise<string>;
  /**
   * Texts (ids, addresses) of the module's rows that only `seenBy` may read: the matrix searches
   * every successful GET's answer for them.
   */
  secretsFrom?: (
    world: MatrixWorld,
  ) => readonly { text: string; what: string; seenBy: readonly PersonaName[] }[];
}

/** Every module's cases, read from `modules/<name>/matrix-cases.ts`. */
export async function loadModuleMatrixCases(): Promise<Record<string, ModuleMatrixCases>> {
  const modules = join(import.meta.dirname, '..', 'modules');
  const found: Record<string, ModuleMatrixCases> = {};
  for (const entry of await readdir(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = join(modules, entry.name, 'matrix-cases.ts');
    if (!existsSync(file)) continue;
    const loaded = (await import(file)) as { matrixCases?: ModuleMatrixCases };
    if (loaded.matrixCases) found[entry.name] = loaded.matrixCases;
  }
  return found;
}
