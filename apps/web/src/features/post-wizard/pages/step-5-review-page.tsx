import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DEFAULT_CURRENCY, formatNumber, type TPost } from '@dawa/contract';
import {
  conditionLabel,
  formatExpiry,
  formatMoney,
} from '../../../components/listing/listing-format.ts';
import { errorMessage } from '../../../components/form/api-errors.ts';
import { isRegulated } from '../../../components/listing-form/category-fields.tsx';
import { listingFormWords } from '../../../i18n/listing-form/index.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { useWords } from '../../../i18n/words.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { parentCategoriesQuery, subCategoriesQuery } from '../../../lib/posts.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
import { forgetIdempotencyKey } from '../../../lib/idempotency.ts';
import { POST_WIZARD_IDEMPOTENCY_SCOPE, createPost, updatePost } from '../api/post-wizard-api.ts';
import { PostDraftGate, PostWizardStep } from '../components/post-wizard-step.tsx';
import { PriceOutlierAlert } from '../components/price-outlier-alert.tsx';
import { Fact, Facts, ReviewSection } from '../components/review-sections.tsx';
import { postWizardWords } from '../i18n/index.ts';
import { createRequestFrom, updateRequestFrom, type Issue } from '../post-payload.ts';
import {
  POST_STEPS,
  issuesByStep,
  stepHref,
  type FormStepKey,
  type StepIssue,
} from '../post-steps.ts';
import type { DraftContext } from '../use-post-draft.ts';
import type { IssuesState } from '../use-review-issues.ts';
import type { ConfirmationState } from './confirmation-page.tsx';

/** /post/step-5-review: the whole listing, Edit per section; Publish (or Save changes). */
export function Component() {
  return (
    <PostDraftGate step="review">{(context) => <ReviewStep context={context} />}</PostDraftGate>
  );
}

function ReviewStep({ context }: { context: DraftContext }) {
  const t = useWords(postWizardWords);
  const fieldWords = useWords(listingFormWords);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, DEFAULT_CURRENCY, locale);
  const yesNo = (value: boolean | undefined) => (value ? t('yes') : t('no'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { draft, editId } = context;
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const original = usePostAddJourneyStore((s) => s.edit?.original);
  const parents = useQuery(parentCategoriesQuery);
  const subs = useQuery({
    ...subCategoriesQuery(draft.category ?? ''),
    enabled: Boolean(draft.category),
  });
  const parent = parents.data?.find((c) => c.id === draft.category);
  const sub = subs.data?.find((c) => c.id === draft.sub_category);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; issues: Issue[] } | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  const checked =
    editId && original ? updateRequestFrom(draft, original) : createRequestFrom(draft);
  const issues: StepIssue[] = issuesByStep(checked.ok ? (failure?.issues ?? []) : checked.issues);
  const hasIssues = (step: FormStepKey) => issues.some((i) => i.step === step);

  const publish = async () => {
    if (pending) return;
    if (!isSignedIn) {
      setAskedToSignIn(true);
      useAppStore.getState().setFlag('loginDialog', true);
      return;
    }
    if (!checked.ok) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      let saved: TPost | null = null;
      if (editId) {
        if (Object.keys(checked.body).length > 0) saved = await updatePost(editId, checked.body);
      } else {
        saved = await createPost(checked.body as Parameters<typeof createPost>[0]);
        forgetIdempotencyKey(POST_WIZARD_IDEMPOTENCY_SCOPE);
      }
      const state: ConfirmationState = {
        postId: saved?.id ?? editId ?? '',
        compliance: saved?.compliance_status ?? null,
        mode: editId ? 'saved' : 'published',
      };
      await queryClient.invalidateQueries({ queryKey: ['posts'] });
      // The confirmation ends the draft: cleared here, this step would send the user back.
      await navigate(stepHref('confirmation', null), { state, replace: true });
    } catch (error) {
      setFailure({
        message: errorMessage(error),
        issues: error instanceof ApiError ? (error.issues ?? []) : [],
      });
      setPending(false);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const medias = draft.medias ?? [];
  const isEdit = editId !== null;
  return (
    <PostWizardStep
      step="review"
      context={context}
      description={isEdit ? t('reviewEditText') : t('reviewText')}
      onSubmit={(e) => {
        e.preventDefault();
        void publish();
      }}
      pending={pending}
      nextLabel={isEdit ? t('saveChanges') : t('publish')}
      back="additional"
    >
      <Stack spacing={2} sx={{ mb: 3 }} aria-live="polite">
        {failure && (
          <Alert severity="error">
            <AlertTitle>{isEdit ? t('notSaved') : t('notPublished')}</AlertTitle>
            {failure.message}
          </Alert>
        )}
        {!checked.ok && (
          <Alert severity="warning">
            <AlertTitle>{t('fixFirst')}</AlertTitle>
            <IssueList issues={issues} editId={editId} />
          </Alert>
        )}
        {checked.ok && failure && issues.length > 0 && (
          <Alert severity="warning">
            <IssueList issues={issues} editId={editId} />
          </Alert>
        )}
        {!isSignedIn && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => useAppStore.getState().setFlag('loginDialog', true)}
              >
                {t('signIn')}
              </Button>
            }
          >
            {askedToSignIn ? t('signInToPublish') : t('signInLater')}
          </Alert>
        )}
        {isRegulated(parent, sub) && (
          <Alert severity="info" icon={<GppMaybeOutlined />}>
            {fieldWords('regulatedNotice')}.
          </Alert>
        )}
      </Stack>

      <ReviewSection
        title={t('photos')}
        editTo={stepHref('media', editId)}
        editState={stateFor(issues, 'media')}
        hasIssues={hasIssues('media')}
      >
        {medias.length === 0 ? (
          <Typography color="textSecondary">{t('noPhotos')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))',
              gap: 1,
              listStyle: 'none',
              p: 0,
              m: 0,
            }}
          >
            {medias.map((m, i) => (
              <Box component="li" key={m.url} sx={{ position: 'relative', minWidth: 0 }}>
                <Box
                  component="img"
                  src={m.thumbnailUrl ?? m.url}
                  alt={t(m.isPrimary ? 'reviewPrimaryPhoto' : 'reviewPhoto', { number: i + 1 })}
                  sx={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    borderRadius: 1.5,
                    display: 'block',
                    outline: m.isPrimary ? 2 : 0,
                    outlineColor: 'primary.main',
                  }}
                />
              </Box>
            ))}
          </Box>
        )}
      </ReviewSection>
      <Divider sx={{ my: 2.5 }} />
      <ReviewSection
        title={t('description')}
        editTo={stepHref('description', editId)}
        editState={stateFor(issues, 'description')}
        hasIssues={hasIssues('description')}
      >
        <Facts>
          <Fact label={t('title')} value={draft.title} />
          <Fact label={t('description')} value={draft.description} />
        </Facts>
      </ReviewSection>
      <Divider sx={{ my: 2.5 }} />
      <ReviewSection
        title={t('stepDetail')}
        editTo={stepHref('detail', editId)}
        editState={stateFor(issues, 'detail')}
        hasIssues={hasIssues('detail')}
      >
        <Facts>
          <Fact label={t('category')} value={parent?.name ?? (draft.category ? '…' : undefined)} />
          <Fact
            label={t('subCategory')}
            value={sub?.name ?? (draft.sub_category ? '…' : undefined)}
          />
          <Fact
            label={t('condition')}
            value={draft.condition && conditionLabel(draft.condition, locale)}
          />
          <Fact
            label={t('price')}
            value={draft.price !== undefined ? money(draft.price) : undefined}
          />
          <Fact label={t('customPrice')} value={draft.custom_price} />
          <Fact label={t('negotiable')} value={yesNo(draft.negotiable)} />
          <Fact label={t('contactPhone')} value={draft.contactPhone} />
          <Fact label={t('location')} value={draft.location} />
          <Fact
            label={t('expiryDate')}
            value={draft.expiry_date && formatExpiry(draft.expiry_date, locale)}
          />
          <Fact label={t('packSize')} value={draft.pack_size} />
          <Fact
            label={t('quantityAvailable')}
            value={draft.quantity_available != null ? formatNumber(draft.quantity_available) : null}
          />
          <Fact
            label={t('minimumOrder')}
            value={draft.min_order_quantity != null ? formatNumber(draft.min_order_quantity) : null}
          />
          <Fact label={t('manufacturer')} value={draft.manufacturer} />
          <Fact label={t('registrationNumber')} value={draft.registration_number} />
        </Facts>
        <PriceOutlierAlert
          category={draft.category}
          subCategory={draft.sub_category}
          price={draft.price}
          sx={{ mt: 1.5 }}
        />
      </ReviewSection>
      <Divider sx={{ my: 2.5 }} />
      <ReviewSection
        title={t('sectionAdditional')}
        editTo={stepHref('additional', editId)}
        editState={stateFor(issues, 'additional')}
        hasIssues={hasIssues('additional')}
      >
        <Facts>
          <Fact
            label={t('bulkOfferFact')}
            value={
              draft.bulk_available
                ? t('bulkTerms', {
                    price: draft.bulk_price !== undefined ? money(draft.bulk_price) : '—',
                    quantity: String(draft.bulk_quantity ?? '—'),
                  })
                : t('no')
            }
          />
          <Fact
            label={t('delivery')}
            value={draft.delivery_available ? draft.delivery_note || t('yes') : t('no')}
          />
          <Fact label={t('warranty')} value={draft.warranty_note} />
          <Fact label={t('sellPolicy')} value={draft.user_sell_policy} />
          <Fact label={t('terms')} value={draft.user_terms_and_conditions} />
          <Fact label={t('additionalNote')} value={draft.additional_note} />
        </Facts>
      </ReviewSection>
    </PostWizardStep>
  );
}

/** What a link to `step` brings along: that step's issues, shown under its fields. */
const stateFor = (issues: readonly StepIssue[], step: FormStepKey): IssuesState => ({
  issues: issues.filter((i) => i.step === step).map(({ path, message }) => ({ path, message })),
});

function IssueList({ issues, editId }: { issues: StepIssue[]; editId: string | null }) {
  const t = useWords(postWizardWords);
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {issues.map((issue, i) => {
        const step = POST_STEPS.find((s) => s.key === issue.step);
        return (
          <li key={`${issue.path}-${String(i)}`}>
            {issue.message}
            {step && issue.step && (
              <>
                {' — '}
                <Link
                  component={RouterLink}
                  to={stepHref(issue.step, editId)}
                  state={stateFor(issues, issue.step)}
                  color="inherit"
                >
                  {t(step.label)}
                </Link>
              </>
            )}
          </li>
        );
      })}
    </Box>
  );
}
