import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER = /^\{(\w+)\}$/;

/**
 * A catalogue text whose placeholders are elements (a link, a bold address): the sentence stays
 * whole in the catalogue, so each language puts the link where its word order needs it
 * (docs/i18n.md). Placeholders not in `parts` stay as written.
 */
export function withParts(text: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(/(\{\w+\})/).map((piece, i) => {
    const name = PLACEHOLDER.exec(piece)?.[1];
    return <Fragment key={i}>{name !== undefined && name in parts ? parts[name] : piece}</Fragment>;
  });
}
