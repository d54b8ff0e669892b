/** The People view's calls (docs/privacy.md): find, export, correct, erase, no marketing, the request log, the CSV exports. */
import {
  ABANDONED_CSV,
  CORRECT_PERSON,
  CUSTOMERS_CSV,
  ERASE_PERSON,
  EXPORT_PERSON,
  FIND_PERSON,
  LEADS_CSV,
  LIST_PRIVACY_REQUESTS,
  OBJECT_PERSON,
  type CorrectAnswer,
  type EraseAnswer,
  type ObjectAnswer,
  type PersonData,
  type PrivacyRequestsPage,
} from '@blast/catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminGet, adminPost, downloadAdminFile } from '../../../lib/admin-api';

/** What the operator typed: an email when it holds an @, else a phone. */
export const searchOf = (text: string): { email: string } | { phone: string } => (text.includes('@') ? { email: text.trim().toLowerCase() } : { phone: text.trim() });

export function usePerson(search: { email: string } | { phone: string } | undefined) {
  return useQuery<PersonData>({
    queryKey: [FIND_PERSON.path, search],
    queryFn: () => adminPost<PersonData>(FIND_PERSON.path, search),
    enabled: search !== undefined,
  });
}

export function usePrivacyRequests() {
  return useQuery<PrivacyRequestsPage>({ queryKey: [LIST_PRIVACY_REQUESTS.path], queryFn: () => adminGet(`${LIST_PRIVACY_REQUESTS.path}?limit=20`) });
}

/** A change to the person: the person and the log are read again after it. */
function usePersonChange<Input, Answer extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => adminPost<Answer>(path, input),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [FIND_PERSON.path] }), queryClient.invalidateQueries({ queryKey: [LIST_PRIVACY_REQUESTS.path] })]),
  });
}

export const useCorrectPerson = () => usePersonChange<{ email: string; name?: string; phone?: string }, CorrectAnswer>(CORRECT_PERSON.path);
export const useErasePerson = () => usePersonChange<{ email: string; confirm: string }, EraseAnswer>(ERASE_PERSON.path);
export const useObjectPerson = () => usePersonChange<{ email: string; noMarketing: boolean }, ObjectAnswer>(OBJECT_PERSON.path);

/** The email goes in the body, out of the address that request logs keep. */
export const downloadPerson = (email: string) => downloadAdminFile(EXPORT_PERSON.path, 'blast-person.json', { email });

/** The browser's own time zone, for the CSVs' times. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const CSV_EXPORTS = [
  { label: 'Leads CSV', path: LEADS_CSV.path, file: 'blast-leads.csv' },
  { label: 'Customers CSV', path: CUSTOMERS_CSV.path, file: 'blast-customers.csv' },
  { label: 'Abandoned checkouts CSV', path: ABANDONED_CSV.path, file: 'blast-abandoned-checkouts.csv' },
] as const;

export const downloadCsv = (path: string, file: string) => downloadAdminFile(`${path}?${new URLSearchParams({ tz: browserZone() })}`, file);
