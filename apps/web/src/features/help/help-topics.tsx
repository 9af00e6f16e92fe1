import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { TERMS_PATH } from '@dawa/contract';
import { SupportContact } from './support-contact.tsx';

/** One answer of the help page: an anchor id, the question, and the answer's paragraphs. */
export interface HelpTopic {
  id: string;
  question: string;
  answer: ReactNode[];
}

const to = (path: string, label: string) => (
  <Link component={RouterLink} to={path}>
    {label}
  </Link>
);

/** The help page's answers, in the order a new organisation meets the questions. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'sign-up',
    question: 'How do I sign up?',
    answer: [
      <>
        Choose {to('/signup', 'Create an account')} and follow the steps: your plan, your name and
        e-mail, the 6-digit code we e-mail you, then your organisation (its name, type, address,
        city and TIN number), and a last review.
      </>,
      'Organisations of every kind sign up the same way: pharmacies, importers, wholesalers, distributors, clinics, health care providers, government health agencies and NGOs.',
      <>
        Already have an account? {to('/login', 'Sign in')} with your e-mail and password, or with
        Google where it is offered.
      </>,
    ],
  },
  {
    id: 'post',
    question: 'How do I post a listing?',
    answer: [
      <>
        Press {to('/post/step-1-media-upload', 'Post a listing')} and go through the five steps:
        photos, title and category, price and condition, delivery and extra notes, then review. Your
        draft is kept on this device, so a reload loses nothing.
      </>,
      'Prices are in birr (ETB). Leave the price empty and mark it negotiable if you would rather agree it with the buyer.',
      <>
        Your listings, with their views, saves and state, are on your{' '}
        {to('/dashboard', 'dashboard')}. From there you can mark one sold, relist it or keep it as a
        draft.
      </>,
    ],
  },
  {
    id: 'regulated',
    question: 'How does a regulated listing get approved?',
    answer: [
      'Listings in regulated categories (prescription medicines, controlled items) are checked before anyone can see them. Such a listing shows "Awaiting review" on your dashboard until a platform administrator approves it.',
      'When it is approved it goes live at once. When it is rejected, your dashboard shows the reason: fix what it names and save the listing, and it goes back for review.',
      'Changing a reviewed field (title, description, category, photos) sends an approved listing back for review.',
    ],
  },
  {
    id: 'switch-organisation',
    question: 'How do I switch organisation?',
    answer: [
      <>
        If you belong to several pharmacies or organisations, open{' '}
        {to('/pharmacy', 'My organisations')} (or press Switch at the top of the menu) and choose
        the one to work in. Everything you see on the dashboard is that organisation&apos;s until
        you switch again, and your choice is remembered on this device.
      </>,
      'To join one, ask its owner or an administrator to invite your e-mail from Members; the invitation waits for you on your dashboard.',
    ],
  },
  {
    id: 'contact',
    question: 'How do I contact the platform?',
    answer: [
      'To tell us about a listing that is wrong, unsafe or a scam, open the listing and press Report: every report goes to the platform administrators’ moderation queue.',
      'To talk to a seller about a listing, use the contact phone number on the listing.',
      <SupportContact key="support" />,
      <>How we use your data is in the {to(TERMS_PATH, 'Terms and Data Use Policy')}.</>,
    ],
  },
];
