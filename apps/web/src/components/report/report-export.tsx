import { useState } from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { EXPORT_FORMATS, type TExportFormat } from '@dawa/contract';
import { ApiError } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { useWords } from '../../i18n/words.ts';
import { reportWords } from '../../i18n/report/index.ts';

/**
 * One download button per format (docs/exports.md). `onExport` fetches exactly what the screen's
 * filter shows and saves it; a refusal's message is shown as the API wrote it.
 */
export function ReportExport({
  onExport,
  disabled = false,
}: {
  onExport: (format: TExportFormat) => Promise<void>;
  disabled?: boolean;
}) {
  const t = useWords(reportWords);
  const [exporting, setExporting] = useState<TExportFormat | null>(null);
  const exportAs = async (format: TExportFormat) => {
    setExporting(format);
    try {
      await onExport(format);
    } catch (error) {
      notify.error(t('exportFailed'), {
        description: error instanceof ApiError ? error.message : t('tryAgain'),
      });
    } finally {
      setExporting(null);
    }
  };
  return (
    <ButtonGroup variant="outlined" aria-label={t('exportGroup')}>
      {EXPORT_FORMATS.map((format, i) => (
        <Button
          key={format}
          startIcon={i === 0 ? <FileDownloadOutlined /> : undefined}
          disabled={disabled || exporting !== null}
          aria-label={t('exportAs', { format: t(format) })}
          onClick={() => void exportAs(format)}
        >
          {exporting === format ? t('exporting') : t(format)}
        </Button>
      ))}
    </ButtonGroup>
  );
}
