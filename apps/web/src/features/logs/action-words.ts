import { AUDIT_ACTIONS, type TAuditAction, type TAuditEntry } from '@dawa/contract';
import type { T } from '../../i18n/words.ts';
import type en from './i18n/en.ts';

type LogWord = keyof typeof en & `action${string}`;

/** "member-role-change" → "actionMemberRoleChange": each action's key in the log's catalogue. */
const keyOf = (action: TAuditAction) =>
  `action${action
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}` as LogWord;

/** The actions, in the contract's order, with their words (the action filter's choices). */
export const actionChoices = (t: T<typeof en>): [TAuditAction, string][] =>
  AUDIT_ACTIONS.map((action) => [action, t(keyOf(action))]);

/** An entry's action in the reader's words; an action outside the vocabulary keeps the API's label. */
export const actionWords = (t: T<typeof en>, entry: Pick<TAuditEntry, 'action' | 'actionLabel'>) =>
  (AUDIT_ACTIONS as readonly string[]).includes(entry.action)
    ? t(keyOf(entry.action as TAuditAction))
    : entry.actionLabel;
