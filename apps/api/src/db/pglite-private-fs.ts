import { NodeFS } from '@electric-sql/pglite/nodefs';
import { NOT_OWNER_BITS } from '../data-dir.ts';

/**
 * The two functions of Emscripten's NODEFS (PGlite 0.5.16, pinned) through which every mode
 * reaches the disk: `createNode` gives a new file or folder its mode (then written by
 * `fs.writeFileSync`/`fs.mkdirSync`), `doSetAttr` applies a chmod (`fs.chmodSync`/`fchmodSync`).
 */
interface NodeFsInternals {
  createNode: (parent: unknown, name: string, mode: number, dev?: unknown) => unknown;
  doSetAttr: (target: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
}

/**
 * PGlite's Node filesystem with the embedded database's files kept private. Unpatched, PGlite
 * writes its data directory as the bundled template's 0666 files (and some it makes later 0644):
 * Emscripten applies each mode with an explicit chmod, which no umask narrows. Here every mode
 * loses its group and other bits on its way to the disk: files 0600, folders 0700, whatever the
 * process's umask. (Postgres itself asks for 0600 files, as a server's data directory has them.)
 */
export class PrivateNodeFS extends NodeFS {
  override async init(...[pg, options]: Parameters<NodeFS['init']>) {
    const { emscriptenOpts } = await super.init(pg, options);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        // Before the mount (NodeFS's own preRun), so not a single file is made open.
        preRun: [
          (mod: { NODEFS: unknown }) => privateModes(mod.NODEFS as NodeFsInternals),
          ...(emscriptenOpts.preRun ?? []),
        ],
      },
    };
  }
}

function privateModes(nodefs: NodeFsInternals): void {
  const { createNode, doSetAttr } = nodefs;
  // A PGlite upgrade that renames them must stop here, not write the database open.
  if (typeof createNode !== 'function' || typeof doSetAttr !== 'function')
    throw new Error("PGlite's NODEFS changed: update db/pglite-private-fs.ts for its version");
  nodefs.createNode = (parent, name, mode, dev) =>
    createNode(parent, name, mode & ~NOT_OWNER_BITS, dev);
  nodefs.doSetAttr = (target, node, attr, ...rest) =>
    doSetAttr(
      target,
      node,
      attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~NOT_OWNER_BITS },
      ...rest,
    );
}
