import { ANSWER_PLAN_IDS, PLANS, PLAN_FACT_KEYS, PLAN_FACT_LABELS, SITE_LIMITS, answersOf, type OwnerFaqEntry, type PlanFactKey, type SiteAnswers, type SiteContent } from '@blast/catalog';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';

const PLAN_FACT_HELP: Readonly<Record<PlanFactKey, string>> = {
  users: 'e.g. "2 users; add more in the CRM"',
  imports: 'e.g. "We import your contacts from Podio or REsimpli in the setup"',
  integrations: 'e.g. "PropStream and BatchLeads by CSV; Zapier"',
  texting: 'e.g. "Texting starts once A2P registration is approved, usually 1-2 weeks"',
};

const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 20);

/**
 * The owner's answers on /admin/site: questions buyers ask, answered in the owner's words, shown
 * after /pricing's own questions (and in its FAQPage data); and each plan's facts, shown in its
 * card. Plain text; a blank fact shows nothing.
 */
export function AnswersFields({ content, errorOf, onChange }: { content: SiteContent; errorOf: (field: string) => string | undefined; onChange: (next: SiteAnswers) => void }) {
  const answers = answersOf(content);
  const setFaq = (faq: OwnerFaqEntry[]) => onChange({ ...answers, faq });
  const patchEntry = (id: string, patch: Partial<OwnerFaqEntry>) => setFaq(answers.faq.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)));
  const setFact = (planId: (typeof ANSWER_PLAN_IDS)[number], key: PlanFactKey, value: string) =>
    onChange({ ...answers, plans: { ...answers.plans, [planId]: { ...answers.plans[planId], [key]: value || undefined } } });
  return (
    <Stack spacing={3} data-testid="answers-fields">
      <Stack spacing={2}>
        <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
          FAQ entries
        </Typography>
        {answers.faq.map((entry, index) => (
          <Box key={entry.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }} data-testid="faq-entry-fields">
            <Stack spacing={2}>
              <TextField
                label={`Question ${index + 1}`}
                value={entry.question}
                error={!!errorOf(`faq.${index}.question`)}
                helperText={errorOf(`faq.${index}.question`)}
                slotProps={{ htmlInput: { maxLength: SITE_LIMITS.faqQuestion } }}
                onChange={(event) => patchEntry(entry.id, { question: event.target.value })}
              />
              <TextField
                label={`Answer ${index + 1}`}
                value={entry.answer}
                multiline
                minRows={2}
                error={!!errorOf(`faq.${index}.answer`)}
                helperText={errorOf(`faq.${index}.answer`) ?? 'Plain text, shown as written.'}
                slotProps={{ htmlInput: { maxLength: SITE_LIMITS.faqAnswer } }}
                onChange={(event) => patchEntry(entry.id, { answer: event.target.value })}
              />
              <Box>
                <IconButton aria-label={`Remove question ${index + 1}`} onClick={() => setFaq(answers.faq.filter(({ id }) => id !== entry.id))}>
                  ✕
                </IconButton>
              </Box>
            </Stack>
          </Box>
        ))}
        {answers.faq.length < SITE_LIMITS.faqEntries && (
          <Box>
            <Button variant="outlined" onClick={() => setFaq([...answers.faq, { id: newId(), question: '', answer: '' }])}>
              Add a question
            </Button>
          </Box>
        )}
      </Stack>
      {ANSWER_PLAN_IDS.map((planId) => (
        <Stack key={planId} spacing={2} data-testid={`plan-facts-${planId}`}>
          <Typography variant="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
            {PLANS[planId].name}
          </Typography>
          {PLAN_FACT_KEYS.map((key) => (
            <TextField
              key={key}
              label={PLAN_FACT_LABELS[key]}
              value={answers.plans[planId]?.[key] ?? ''}
              error={!!errorOf(`plans.${planId}.${key}`)}
              helperText={errorOf(`plans.${planId}.${key}`) ?? PLAN_FACT_HELP[key]}
              slotProps={{ htmlInput: { maxLength: SITE_LIMITS.planFact } }}
              onChange={(event) => setFact(planId, key, event.target.value)}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
