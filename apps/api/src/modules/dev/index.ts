// The dev module's public face: what other modules may use (docs/modules.md).

// Whether development aids are on, and whether a call came from this machine: accounts uses them
// to hand codes back to local callers outside production.
export { devAidsEnabled, isLoopbackPeer } from './dev-aids.ts';
