import { useRef, useState, type DragEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useLocation, useNavigate } from 'react-router';
import { POST_LIMITS, POST_MESSAGES, UPLOAD_MIME_TYPES } from '@dawa/contract';
import { useWords } from '../../../i18n/words.ts';
import { selectIsAuthenticated, useAuthStore } from '../../../stores/auth-store.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { usePostAddJourneyStore } from '../../../stores/post-add-journey-store.ts';
import { PostDraftGate, PostWizardStep } from '../components/post-wizard-step.tsx';
import { postWizardWords } from '../i18n/index.ts';
import { addMedia, moveMedia, removeMedia, setPrimaryMedia } from '../media/media-list.ts';
import { PendingTile, StoredTile, TILE_GRID_SX } from '../media/media-tiles.tsx';
import { admitFiles, type Rejected } from '../media/upload-queue.ts';
import { useUploadQueue } from '../media/use-upload-queue.ts';
import { ZMediaStep, stepHref, stepOfPath } from '../post-steps.ts';
import { issuesFrom } from '../use-review-issues.ts';
import type { DraftContext } from '../use-post-draft.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const MAX = POST_LIMITS.mediasMax;

/** /post/step-1-media-upload: the photos, sent straight to storage, ordered, one primary. */
export function Component() {
  return <PostDraftGate step="media">{(context) => <MediaStep context={context} />}</PostDraftGate>;
}

function MediaStep({ context }: { context: DraftContext }) {
  const t = useWords(postWizardWords);
  const navigate = useNavigate();
  const { draft, update, editId } = context;
  const medias = draft.medias ?? [];
  const isSignedIn = useAuthStore(selectIsAuthenticated);
  const openLogin = () => useAppStore.getState().setFlag('loginDialog', true);
  const input = useRef<HTMLInputElement>(null);
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const state: unknown = useLocation().state;
  const [stepError, setStepError] = useState<string | null>(
    () => issuesFrom(state).find((i) => stepOfPath(i.path) === 'media')?.message ?? null,
  );
  const [announcement, setAnnouncement] = useState('');
  const [isDropTarget, setDropTarget] = useState(false);

  // Read at the moment a photo is stored: other photos may have landed since this render.
  const currentMedias = () => {
    const { draft: current, edit } = usePostAddJourneyStore.getState();
    return (editId ? edit?.draft.medias : current.medias) ?? [];
  };
  const queue = useUploadQueue((image) => {
    update({ medias: addMedia(currentMedias(), image) });
    setStepError(null);
  });
  const slotsLeft = MAX - medias.length - queue.items.length;

  const take = (files: File[]) => {
    if (files.length === 0) return;
    if (!isSignedIn) {
      openLogin();
      return;
    }
    const { accepted, rejected: refused } = admitFiles(files, slotsLeft);
    setRejected(refused);
    queue.add(accepted);
  };

  const setMedias = (next: typeof medias, message: string) => {
    update({ medias: next });
    setAnnouncement(message);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= medias.length || from === to) return;
    setMedias(moveMedia(medias, from, to), t('photoMoved', { position: to + 1 }));
  };

  const isBusy = queue.items.some((i) => i.status !== 'error');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) {
      setStepError(t('waitForUploads'));
      return;
    }
    // A guest may go on and add photos once signed in; the review asks for them.
    if (isSignedIn || medias.length > 0) {
      const checked = ZMediaStep.safeParse({ medias });
      if (!checked.success) {
        setStepError(checked.error.issues[0]?.message ?? POST_MESSAGES.mediasMin);
        return;
      }
    }
    void navigate(stepHref('description', editId));
  };

  const onDrop = (e: DragEvent) => {
    setDropTarget(false);
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    take(Array.from(e.dataTransfer.files));
  };

  return (
    <PostWizardStep
      step="media"
      context={context}
      description={t('mediaText', { max: MAX })}
      onSubmit={submit}
      pending={false}
    >
      {!isSignedIn && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={openLogin}>
              {t('signIn')}
            </Button>
          }
        >
          {t('signInToUpload')}
        </Alert>
      )}
      {stepError && (
        <Alert severity="error" sx={{ mb: 2 }} id="media-error">
          {stepError}
        </Alert>
      )}
      <Box
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDropTarget(true);
        }}
        onDragLeave={() => setDropTarget(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: isDropTarget ? 'primary.main' : 'divider',
          bgcolor: isDropTarget ? 'action.selected' : 'transparent',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
          mb: 2.5,
        }}
      >
        <AddPhotoAlternateOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t('dropPhotos')}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {t('or')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => (isSignedIn ? input.current?.click() : openLogin())}
          disabled={isSignedIn && slotsLeft <= 0}
          aria-describedby="media-count"
        >
          {t('choosePhotos')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_MIME_TYPES.join(',')}
          multiple
          hidden
          data-testid="post-photo-input"
          onChange={(e) => {
            take(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <Typography id="media-count" variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
          {t('photoCount', { count: medias.length, max: MAX })}
          {queue.items.length > 0 && ` · ${t('uploadingCount', { count: queue.items.length })}`}
        </Typography>
      </Box>
      {rejected.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setRejected([])}>
          {rejected.length === 1 ? t('oneFileRejected') : t('someFilesRejected')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {rejected.map((r, i) => (
              <li key={`${r.name}-${String(i)}`}>
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </Box>
                : {r.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {medias.length + queue.items.length > 0 && (
        <Box component="ul" sx={TILE_GRID_SX} aria-label={t('photos')}>
          {medias.map((media, index) => (
            <StoredTile
              key={media.url}
              media={media}
              index={index}
              count={medias.length}
              onPrimary={() =>
                setMedias(
                  setPrimaryMedia(medias, index),
                  t('photoMadePrimary', { number: index + 1 }),
                )
              }
              onMove={(to) => move(index, to)}
              onMoveFrom={(from) => move(from, index)}
              onRemove={() =>
                setMedias(removeMedia(medias, index), t('photoRemoved', { number: index + 1 }))
              }
            />
          ))}
          {queue.items.map((item) => (
            <PendingTile
              key={item.id}
              item={item}
              onRetry={() => queue.retry(item)}
              onRemove={() => queue.remove(item.id)}
            />
          ))}
        </Box>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </PostWizardStep>
  );
}
