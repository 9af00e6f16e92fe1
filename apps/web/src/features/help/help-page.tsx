import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../components/page/page-header.tsx';
import { useWords } from '../../i18n/words.ts';
import { HELP_TOPICS, helpParagraph } from './help-topics.tsx';
import { helpWords } from './i18n/index.ts';

/** /help: public answers to the questions a new organisation asks first (issue 13). */
export function Component() {
  const t = useWords(helpWords);
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader title={t('title')} />
      <Card component="nav" aria-label={t('helpTopics')} sx={{ mb: 3 }}>
        <CardContent>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('questions')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id}>
                <Link href={`#${topic.id}`}>{t(topic.question)}</Link>
              </li>
            ))}
          </Box>
        </CardContent>
      </Card>
      <Stack spacing={2}>
        {HELP_TOPICS.map((topic) => (
          <Card key={topic.id} component="section" id={topic.id} aria-labelledby={`${topic.id}-q`}>
            <CardContent>
              <Typography id={`${topic.id}-q`} variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
                {t(topic.question)}
              </Typography>
              <Stack spacing={1.25}>
                {topic.answer.map((paragraph) => (
                  <Typography key={typeof paragraph === 'string' ? paragraph : paragraph.text}>
                    {helpParagraph(paragraph, t)}
                  </Typography>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
