import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { TERMS_PATH } from '@dawa/contract';
import { withParts } from '../../i18n/rich.tsx';
import type { T } from '../../i18n/words.ts';
import type en from './i18n/en.ts';
import { SupportContact } from './support-contact.tsx';

type HelpKey = keyof typeof en;
type HelpT = T<typeof en>;

/**
 * One answer of the help page: an anchor id, the question, and the answer's paragraphs, as keys of
 * the help namespace (i18n/). A paragraph's links: its `{name}` placeholder → the address, labelled
 * by the key `<name>Link`.
 */
export interface HelpTopic {
  id: string;
  question: HelpKey;
  answer: readonly (
    HelpKey | { text: HelpKey; links: Readonly<Record<string, string>> } | 'support'
  )[];
}

/** The help page's answers, in the order a new organisation meets the questions. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'sign-up',
    question: 'signUpQuestion',
    answer: [
      { text: 'signUp1', links: { signup: '/signup' } },
      'signUp2',
      { text: 'signUp3', links: { login: '/login' } },
    ],
  },
  {
    id: 'post',
    question: 'postQuestion',
    answer: [
      { text: 'post1', links: { post: '/post/step-1-media-upload' } },
      'post2',
      { text: 'post3', links: { dashboard: '/dashboard' } },
    ],
  },
  {
    id: 'regulated',
    question: 'regulatedQuestion',
    answer: ['regulated1', 'regulated2', 'regulated3'],
  },
  {
    id: 'switch-organisation',
    question: 'switchQuestion',
    answer: [{ text: 'switch1', links: { organisations: '/pharmacy' } }, 'switch2'],
  },
  {
    id: 'contact',
    question: 'contactQuestion',
    answer: ['contact1', 'contact2', 'support', { text: 'contact3', links: { terms: TERMS_PATH } }],
  },
];

/** A paragraph of an answer in the reader's words, its links in place. */
export function helpParagraph(paragraph: HelpTopic['answer'][number], t: HelpT): ReactNode {
  if (paragraph === 'support') return <SupportContact />;
  if (typeof paragraph === 'string') return t(paragraph);
  const links = Object.fromEntries(
    Object.entries(paragraph.links).map(([name, path]) => [
      name,
      <Link component={RouterLink} to={path}>
        {t(`${name}Link` as HelpKey)}
      </Link>,
    ]),
  );
  return withParts(t(paragraph.text), links);
}
