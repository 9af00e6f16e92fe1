import { describe, expect, it } from 'vitest';
import { wordsIn } from '../../i18n/words.ts';
import { advertBadges, profileTabOf, statusMoveOf } from './advert-actions.ts';
import { profileWords } from './i18n/index.ts';

const t = wordsIn(profileWords, 'en');

describe('profileTabOf', () => {
  it('keeps a known tab and falls back to adverts', () => {
    expect(profileTabOf('saved')).toBe('saved');
    expect(profileTabOf('account')).toBe('account');
    expect(profileTabOf('adverts')).toBe('adverts');
    expect(profileTabOf('something-old')).toBe('adverts');
  });
});

describe('statusMoveOf', () => {
  it('offers the one move each status allows', () => {
    const move = (status: Parameters<typeof statusMoveOf>[0]['status']) => {
      const found = statusMoveOf({ status });
      return found && { status: found.status, label: t(found.label) };
    };
    expect(move('ACTIVE')).toEqual({ status: 'SOLD', label: 'Mark sold' });
    expect(move('SOLD')).toEqual({ status: 'ACTIVE', label: 'Relist' });
    expect(move('EXPIRED')?.status).toBe('ACTIVE');
    expect(move('DRAFT')).toEqual({ status: 'ACTIVE', label: 'Publish' });
    expect(move('REMOVED')).toBeNull();
    expect(t(statusMoveOf({ status: 'ACTIVE' })!.done, { title: 'Amoxicillin' })).toBe(
      '“Amoxicillin” marked as sold',
    );
  });
});

describe('advertBadges', () => {
  it('shows the status, and the review state unless approved (never "Live" while hidden)', () => {
    const labels = (post: Parameters<typeof advertBadges>[0]) =>
      advertBadges(post).map((b) => t(b.label));
    expect(advertBadges({ status: 'ACTIVE', compliance_status: 'APPROVED' })).toEqual([
      { label: 'statusLive', color: 'success' },
    ]);
    expect(labels({ status: 'ACTIVE', compliance_status: 'APPROVED' })).toEqual(['Live']);
    expect(labels({ status: 'ACTIVE', compliance_status: 'PENDING' })).toEqual(['Awaiting review']);
    expect(labels({ status: 'ACTIVE', compliance_status: 'REJECTED' })).toEqual(['Rejected']);
    expect(labels({ status: 'DRAFT', compliance_status: 'REJECTED' })).toEqual([
      'Draft',
      'Rejected',
    ]);
  });
});
